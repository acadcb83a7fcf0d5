import { createFileRoute } from '@tanstack/react-router'
import { findPost, posts } from '../content/blog'
import { blogPostHref, staticPages } from '../content/pages'
import { validateBlogSearch } from '../lib/search-params'
import { seo } from '../lib/seo'
import { breadcrumbJsonLd } from '../lib/structured-data'
import { BlogPage } from './-components/BlogPage'

const knownIds = posts.map((post) => post.id)

export const Route = createFileRoute('/blog/')({
  validateSearch: (search: Record<string, unknown>) => validateBlogSearch(search, knownIds),
  head: ({ match }) => {
    const post = findPost(match.search.post)
    if (!post) return seo(staticPages[4])
    const path = blogPostHref(post.id)
    return seo({
      title: post.title,
      description: post.excerpt,
      path,
      type: 'article',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.excerpt,
          author: { '@type': 'Organization', name: post.author },
          articleSection: post.category,
          keywords: post.tags.join(', '),
          datePublished: new Date(post.date).toISOString().slice(0, 10),
        },
        breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: 'Blog', path: '/blog' },
          { name: post.title, path },
        ]),
      ],
    })
  },
  component: function BlogRoute() {
    const { post } = Route.useSearch()
    return <BlogPage post={findPost(post)} />
  },
})
