import { getRouteApi, Link } from '@tanstack/react-router'
import { newsVideoEmbedUrl } from '../../config'
import { fanPhotos, tourPhotos } from '../../content/gallery'
import { newsVideo } from '../../content/news-video'
import { GalleryGrid } from '../../components/GalleryGrid'
import { PageHero } from '../../components/PageHero'
import { VideoFacade } from '../../components/VideoFacade'
import { useLightboxParam } from '../../hooks/useLightboxParam'
import { button } from '../../styles/button'
import { container, lead, section, sectionAlt, sectionTitle } from '../../styles/layout.css'
import * as styles from './pages.css'
import * as local from './GalleryPage.css'

const route = getRouteApi('/gallery')

export function GalleryPage() {
  const lightbox = useLightboxParam('photo', route.useSearch().photo)
  return (
    <>
      <PageHero
        image="hero-gallery"
        title="Cat Gallery"
        subtitle="Moments from our tours and the cats of our guests."
      />

      <section className={section} aria-labelledby="news-title">
        <div className={`${container} ${styles.split}`}>
          {/* Right under the short hero, the poster is the largest thing on a phone's first screen. */}
          <VideoFacade title={newsVideo.title} embedUrl={newsVideoEmbedUrl()} poster={newsVideo.poster} eager />
          <div>
            <p className={local.eyebrow}>As seen on {newsVideo.outlet}</p>
            <h2 id="news-title" className={sectionTitle}>
              Our tours on the evening news
            </h2>
            <p className={lead}>{newsVideo.summary}</p>
            <Link to="/tours" className={button({ size: 'lg' })}>
              Book Your Tour Today
            </Link>
          </div>
        </div>
      </section>

      <section className={sectionAlt} aria-labelledby="tour-photos-title">
        <div className={container}>
          <h2 id="tour-photos-title" className={sectionTitle}>
            Tour Photo Gallery
          </h2>
          <p className={lead}>
            Stoops, promenades and fire escapes: the corners of New York our walks visit, and the cats who made them
            famous.
          </p>
          <GalleryGrid images={tourPhotos} label="Tour Photo Gallery" columns={3} {...lightbox} />
        </div>
      </section>

      <section className={section} aria-labelledby="fan-photos-title">
        <div className={container}>
          <h2 id="fan-photos-title" className={sectionTitle}>
            Feline Fan Photos
          </h2>
          <p className={lead}>The cats of our guests and followers, from bodega windows to park benches.</p>
          <GalleryGrid images={fanPhotos} label="Feline Fan Photos" columns={3} {...lightbox} />
        </div>
      </section>

      <section className={sectionAlt} aria-labelledby="share-title">
        <div className={container}>
          <div className={styles.callout}>
            <h2 id="share-title" className={styles.calloutTitle}>
              Share your cat photos
            </h2>
            <p className={styles.calloutText}>
              Took a picture on one of our tours, or have a cat of your own to show us? Send it to us and it may join
              the Feline Fan Photos.
            </p>
            <Link to="/contact" className={button({ size: 'lg' })}>
              Share Your Photos
            </Link>
          </div>
        </div>
      </section>
    </>
  )
}
