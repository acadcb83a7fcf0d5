/**
 * The part of the schema.org vocabulary the site's JSON-LD uses, transcribed from schema.org (version 29): for
 * each type, every property it accepts, its own and inherited. A property missing here is either not valid for
 * the type or not transcribed yet: check schema.org/<Type> before adding it.
 */
const thing = ['additionalType', 'alternateName', 'description', 'disambiguatingDescription', 'identifier', 'image', 'mainEntityOfPage', 'name', 'potentialAction', 'sameAs', 'subjectOf', 'url']

const place = [
  ...thing,
  'additionalProperty', 'address', 'aggregateRating', 'amenityFeature', 'branchCode', 'containedInPlace', 'containsPlace', 'event',
  'faxNumber', 'geo', 'globalLocationNumber', 'hasDriveThroughService', 'hasMap', 'isAccessibleForFree', 'isicV4', 'keywords',
  'latitude', 'logo', 'longitude', 'maximumAttendeeCapacity', 'openingHoursSpecification', 'photo', 'publicAccess', 'review',
  'slogan', 'smokingAllowed', 'specialOpeningHoursSpecification', 'telephone', 'tourBookingPage',
]

const organization = [
  ...thing,
  'actionableFeedbackPolicy', 'address', 'aggregateRating', 'alumni', 'areaServed', 'award', 'brand', 'contactPoint', 'correctionsPolicy',
  'department', 'dissolutionDate', 'diversityPolicy', 'duns', 'email', 'employee', 'ethicsPolicy', 'event', 'faxNumber', 'founder',
  'foundingDate', 'foundingLocation', 'funder', 'globalLocationNumber', 'hasCredential', 'hasOfferCatalog', 'hasPOS', 'isicV4',
  'keywords', 'knowsAbout', 'knowsLanguage', 'legalName', 'leiCode', 'location', 'logo', 'makesOffer', 'member', 'memberOf', 'naics',
  'numberOfEmployees', 'owns', 'parentOrganization', 'publishingPrinciples', 'review', 'seeks', 'slogan', 'sponsor', 'subOrganization',
  'taxID', 'telephone', 'vatID',
]

const creativeWork = [
  ...thing,
  'about', 'abstract', 'accessMode', 'accessibilityFeature', 'accountablePerson', 'aggregateRating', 'alternativeHeadline', 'audience',
  'author', 'citation', 'comment', 'commentCount', 'contentLocation', 'contributor', 'copyrightHolder', 'copyrightYear', 'creator',
  'dateCreated', 'dateModified', 'datePublished', 'editor', 'genre', 'hasPart', 'headline', 'inLanguage', 'isAccessibleForFree',
  'isFamilyFriendly', 'isPartOf', 'keywords', 'license', 'locationCreated', 'mainEntity', 'mentions', 'offers', 'position', 'publisher',
  'review', 'sourceOrganization', 'spatialCoverage', 'text', 'thumbnailUrl', 'timeRequired', 'typicalAgeRange', 'version', 'wordCount',
]

const webPage = [...creativeWork, 'breadcrumb', 'lastReviewed', 'mainContentOfPage', 'primaryImageOfPage', 'relatedLink', 'reviewedBy', 'significantLink', 'speakable', 'specialty']
const article = [...creativeWork, 'articleBody', 'articleSection', 'backstory', 'pageEnd', 'pageStart', 'pagination', 'speakable', 'wordCount']
const comment = [...creativeWork, 'downvoteCount', 'parentItem', 'sharedContent', 'upvoteCount']
const structuredValue = thing
const contactPoint = [...structuredValue, 'areaServed', 'availableLanguage', 'contactOption', 'contactType', 'email', 'faxNumber', 'hoursAvailable', 'productSupported', 'telephone']
const rating = [...thing, 'author', 'bestRating', 'ratingExplanation', 'ratingValue', 'reviewAspect', 'worstRating']
const trip = [...thing, 'arrivalTime', 'departureTime', 'itinerary', 'offers', 'partOfTrip', 'provider', 'subTrip', 'tripOrigin']

export const schemaOrgProperties: Record<string, readonly string[]> = {
  Thing: thing,
  Place: place,
  Organization: organization,
  LocalBusiness: [...organization, ...place, 'currenciesAccepted', 'openingHours', 'paymentAccepted', 'priceRange'],
  TouristAttraction: [...place, 'availableLanguage', 'touristType'],
  Person: [...thing, 'address', 'affiliation', 'email', 'familyName', 'givenName', 'jobTitle', 'knowsAbout', 'knowsLanguage', 'memberOf', 'worksFor'],
  PostalAddress: [...contactPoint, 'addressCountry', 'addressLocality', 'addressRegion', 'postOfficeBoxNumber', 'postalCode', 'streetAddress'],
  AggregateRating: [...rating, 'itemReviewed', 'ratingCount', 'reviewCount'],
  OpeningHoursSpecification: [...structuredValue, 'closes', 'dayOfWeek', 'opens', 'validFrom', 'validThrough'],
  TouristTrip: [...trip, 'touristType'],
  Offer: [
    ...thing,
    'acceptedPaymentMethod', 'addOn', 'advanceBookingRequirement', 'aggregateRating', 'areaServed', 'availability', 'availabilityEnds',
    'availabilityStarts', 'availableAtOrFrom', 'businessFunction', 'category', 'eligibleCustomerType', 'eligibleDuration', 'eligibleQuantity',
    'eligibleRegion', 'includesObject', 'ineligibleRegion', 'inventoryLevel', 'itemCondition', 'itemOffered', 'offeredBy', 'price',
    'priceCurrency', 'priceSpecification', 'priceValidUntil', 'review', 'seller', 'sku', 'validFrom', 'validThrough', 'warranty',
  ],
  BreadcrumbList: [...thing, 'itemListElement', 'itemListOrder', 'numberOfItems'],
  ListItem: [...thing, 'item', 'nextItem', 'position', 'previousItem'],
  WebPage: webPage,
  FAQPage: webPage,
  Question: [...comment, 'acceptedAnswer', 'answerCount', 'eduQuestionType', 'suggestedAnswer'],
  Answer: [...comment, 'answerExplanation'],
  Article: article,
  BlogPosting: article,
  ImageObject: [...creativeWork, 'caption', 'contentUrl', 'embedUrl', 'encodingFormat', 'height', 'uploadDate', 'width'],
}

/** schema.org DayOfWeek members, as plain names or full URLs. */
export const schemaOrgDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'PublicHolidays']
