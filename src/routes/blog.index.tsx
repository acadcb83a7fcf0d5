import { createFileRoute } from '@tanstack/react-router'
import { findPost } from '../content/blog'
import { blogCategories, postIds } from '../content/blog/catalogue'
import { loadPostBody } from '../content/blog/post-body'
import { blogCategoryHref, blogPostHref, staticPages } from '../content/pages'
import { validateBlogSearch } from '../lib/search-params'
import { seo } from '../lib/seo'
import { BlogPage } from './-components/BlogPage'

export const Route = createFileRoute('/blog/')({
  // Checked against the catalogue only: the route tree, with this check, is part of every page's start, and the
  // posts' text is not (issue 17).
  validateSearch: (search: Record<string, unknown>) => validateBlogSearch(search, postIds, blogCategories),
  // The loader comes with the page's code (one chunk), so the posts' facts load with the blog only. It gives the open
  // post's facts, for the head, and its body (content/blog/post-body.ts): in the prerendered page's state, or
  // fetched when picked here.
  codeSplitGroupings: [['loader', 'component']],
  loaderDeps: ({ search }) => ({ post: search.post }),
  loader: async ({ deps }) => {
    const post = findPost(deps.post)
    return post ? { post, body: await loadPostBody(post.id) } : null
  },
  // A body does not change while the page is open (one that could not load has its own "Try again").
  staleTime: Infinity,
  head: ({ loaderData }) => {
    const post = loaderData?.post
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
    return <BlogPage search={Route.useSearch()} body={Route.useLoaderData()?.body ?? null} />
  },
})
