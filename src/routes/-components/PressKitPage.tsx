import { mediaFaqs } from '../../content/faqs'
import { coverageOpportunities } from '../../content/press'
import { PageHero } from '../../components/PageHero'
import { button } from '../../styles/button'
import { CardListSection } from './CardListSection'
import { FaqSection } from './FaqSection'
import { AboutAndMediaContact } from './press-kit/AboutAndMediaContact'
import { FeaturedIn } from './press-kit/FeaturedIn'
import { GuestTestimonials } from './press-kit/GuestTestimonials'
import { PressQuotes } from './press-kit/PressQuotes'
import { PressResources } from './press-kit/PressResources'
import { QuickFacts } from './press-kit/QuickFacts'

/** /press-kit (SPEC §2 "Press kit"): the hero, then its sections in page order. */
export function PressKitPage() {
  return (
    <>
      <PageHero
        image="hero-press-kit"
        title="Press Kit"
        subtitle="Everything a journalist needs to write about New York’s cat history tours."
      >
        <a href="#media-contact" className={button({ size: 'lg' })}>
          Contact our media team
        </a>
        <a href="#press-resources" className={button({ tone: 'light', size: 'lg' })}>
          Photos &amp; logos
        </a>
      </PageHero>

      <PressResources />
      <QuickFacts />
      <AboutAndMediaContact />
      <PressQuotes />
      <FeaturedIn />
      <CardListSection
        titleId="opportunities-title"
        title="Coverage opportunities"
        items={coverageOpportunities}
        tone="alt"
      />
      <FaqSection titleId="media-faq-title" title="Media FAQ" items={mediaFaqs} faqPagePath="/press-kit" />
      <GuestTestimonials />
    </>
  )
}
