import { createFileRoute, Link } from '@tanstack/react-router'
import { staticPages } from '../content/pages'
import { seo } from '../lib/seo'
import { PageHero } from '../components/PageHero'
import { button } from '../styles/button.css'
import { container, lead, section } from '../styles/layout.css'

export const Route = createFileRoute('/gallery')({
  head: () => seo(staticPages[3]),
  component: GalleryPage,
})

function GalleryPage() {
  return (
    <>
      <PageHero image="hero-gallery" title="Cat Gallery" subtitle="Moments from our tours and the cats of our guests.">
        <Link to="/tours" className={button({ size: 'lg' })}>Book Your Tour Today</Link>
      </PageHero>
      <section className={section} aria-label="Share your photos">
        <div className={container}>
          <p className={lead}>
            Took a photo on one of our tours, or have a cat of your own to show us? <Link to="/contact">Send it to us</Link> and
            it may join the Feline Fan Photos.
          </p>
        </div>
      </section>
    </>
  )
}
