import { createFileRoute, Link } from '@tanstack/react-router'
import { posts } from '../content/blog'
import { petitionPage, staticPages, tourPages } from '../content/pages'
import { seo } from '../lib/seo'
import { PageHero } from '../components/PageHero'
import { container, linkList, section } from '../styles/layout.css'
import * as styles from './-components/pages.css'

export const Route = createFileRoute('/sitemap')({
  head: () => seo(staticPages[9]),
  component: SitemapPage,
})

const mainPages = staticPages.filter((page) => page.inSitemap)

function SitemapPage() {
  return (
    <>
      <PageHero title="Site Map" subtitle="Every page and story on our website." />
      <section className={section}>
        <div className={`${container} ${styles.sitemapColumns}`}>
          <nav aria-labelledby="sitemap-main">
            <h2 id="sitemap-main">Main pages</h2>
            <ul className={linkList}>
              {mainPages.map((page) => (
                <li key={page.path}>
                  <Link to={page.path}>{page.path === '/' ? 'Home' : page.title}</Link>
                </li>
              ))}
              <li>
                <Link to={petitionPage.path}>{petitionPage.title}</Link>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="sitemap-tours">
            <h2 id="sitemap-tours">Tours</h2>
            <ul className={linkList}>
              {tourPages.map((page) => (
                <li key={page.path}>
                  <Link to={page.path}>{page.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="sitemap-blog">
            <h2 id="sitemap-blog">Blog posts</h2>
            {posts.length === 0 ? (
              <p>No blog posts available</p>
            ) : (
              <ul className={linkList}>
                {posts.map((post) => (
                  <li key={post.id}>
                    <Link to="/blog" search={{ post: post.id }}>{post.title}</Link>
                  </li>
                ))}
              </ul>
            )}
          </nav>
        </div>
      </section>
    </>
  )
}
