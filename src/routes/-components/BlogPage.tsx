import { useEffect, useRef, useState } from 'react'
import { blogCategories, findPost, posts, type BlogCategory } from '../../content/blog'
import { PageHero } from '../../components/PageHero'
import type { PostBody } from '../../content/blog/post-body'
import type { BlogSearch } from '../../lib/search-params'
import { BlogList } from './BlogList'
import { BlogPostView } from './BlogPostView'

/** SPEC §9: the blog's loading text shows for 300 ms. */
export const POST_LOADING_MS = 300

interface BlogPageProps {
  search: BlogSearch<BlogCategory>
  /** The shown post's body (the route's loader), or null on the list. */
  body: PostBody | null
}

/** /blog: the list, or one post when ?post= names a known post (an unknown or junk id shows the list). */
export function BlogPage({ search, body }: BlogPageProps) {
  // Only a post picked in this tab shows the loading text: a prerendered post arrives complete.
  const [loadingPost, setLoadingPost] = useState<number | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const startLoading = (id: number) => {
    clearTimeout(timer.current)
    setLoadingPost(id)
    timer.current = setTimeout(() => setLoadingPost(null), POST_LOADING_MS)
  }

  const post = findPost(search.post)
  if (post && body)
    return <BlogPostView post={post} body={body} loading={loadingPost === post.id} onSelect={startLoading} />
  return (
    <>
      <PageHero
        image="hero-blog"
        eyebrow="Stories from our tours"
        title="Blog & Cat Stories"
        subtitle="True tales of the cats who shaped New York, told by our guides."
      />
      <BlogList posts={posts} categories={blogCategories} search={search} onSelect={startLoading} />
    </>
  )
}
