import { createFileRoute, Link } from '@tanstack/react-router'
import { staticPages } from '../content/pages'
import { seo } from '../lib/seo'
import { PageHero } from '../components/PageHero'
import { container, lead, section } from '../styles/layout.css'

export const Route = createFileRoute('/in-the-news')({
  head: () => seo(staticPages[8]),
  component: InTheNewsPage,
})

function InTheNewsPage() {
  return (
    <>
      <PageHero image="hero-in-the-news" title="In the News" subtitle="What writers and reporters have said about our cat history tours." />
      <section className={section} aria-label="Press links">
        <div className={container}>
          <p className={lead}>
            Writing a story? Find photos and facts in our <Link to="/press-kit">press kit</Link>, or{' '}
            <Link to="/contact">contact us</Link> to join a tour.
          </p>
        </div>
      </section>
    </>
  )
}
