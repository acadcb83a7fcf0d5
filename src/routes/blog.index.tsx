import { createFileRoute } from '@tanstack/react-router'
import { findPost, postCategories, posts } from '../content/blog'
import { blogCategoryHref, blogPostHref, staticPages } from '../content/pages'
import { validateBlogSearch } from '../lib/search-params'
import { seo } from '../lib/seo'
import { BlogPage } from './-components/BlogPage'

const knownIds = posts.map((post) => post.id)
const categories = postCategories(posts)

export const Route = createFileRoute('/blog/')({
  validateSearch: (search: Record<string, unknown>) => validateBlogSearch(search, knownIds, categories),
  head: ({ match }) => {
    const post = findPost(match.search.post)
    if (!post) return seo(staticPages['/blog'])
    const path = blogPostHref(post.id)
    return seo({
      title: post.title,
      description: post.excerpt,
      path,
      type: 'article',
      breadcrumbs: [
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blog' },
        { name: post.category, path: blogCategoryHref(post.category) },
        { name: post.title, path },
      ],
    })
  },
  component: function BlogRoute() {
    return <BlogPage search={Route.useSearch()} />
  },
})
