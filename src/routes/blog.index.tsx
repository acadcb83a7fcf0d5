import { createFileRoute } from '@tanstack/react-router'
import { findPost, postCategories, posts } from '../content/blog'
import { loadPostBody } from '../content/blog/post-body'
import { blogCategoryHref, blogPostHref, staticPages } from '../content/pages'
import { validateBlogSearch } from '../lib/search-params'
import { seo } from '../lib/seo'
import { BlogPage } from './-components/BlogPage'

const knownIds = posts.map((post) => post.id)
const categories = postCategories(posts)

export const Route = createFileRoute('/blog/')({
  validateSearch: (search: Record<string, unknown>) => validateBlogSearch(search, knownIds, categories),
  // The post's body (content/blog/post-body.ts): in the prerendered page's state, or fetched when picked here.
  loaderDeps: ({ search }) => ({ post: search.post }),
  loader: ({ deps }) => (deps.post === undefined ? null : loadPostBody(deps.post)),
  // A body does not change while the page is open (one that could not load has its own "Try again").
  staleTime: Infinity,
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
    return <BlogPage search={Route.useSearch()} body={Route.useLoaderData()} />
  },
})
