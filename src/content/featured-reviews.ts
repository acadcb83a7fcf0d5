/**
 * The two Google reviews the home and contact pages quote (marked `quotedOn` in content/testimonials.yaml): a page
 * that quotes one loads this small module, not the whole list.
 */
export { contactReview, homeReview } from 'virtual:content/featured-reviews'
