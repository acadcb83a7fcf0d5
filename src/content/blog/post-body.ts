/**
 * A post's body for the blog route's loader. The bodies are not in the page's code: the prerender renders each
 * post's view from the Markdown files (./bodies.ts, server build only), and the router carries that body in the
 * page's own state, so a post opened cold hydrates with no fetch. A post picked in the page fetches its body file
 * (./post-files.ts), which the worker precaches. So editing one post changes that post's files and no script: no
 * hashed chunk name changes, and no page that merely shares the code is downloaded again (decision 0017).
 */
import type { MarkdownBody } from './markdown'
import { postBodyUrl } from './post-files'

export type PostBody = { status: 'ready'; body: MarkdownBody } | { status: 'unavailable' }

export async function loadPostBody(id: number): Promise<PostBody> {
  if (import.meta.env.SSR) {
    // Only the server build reaches this import: the client build drops the branch, and with it the bodies.
    const { postBody } = await import('./bodies')
    return { status: 'ready', body: postBody(id) }
  }
  try {
    const response = await fetch(postBodyUrl(id))
    if (!response.ok) return { status: 'unavailable' }
    const body: unknown = await response.json()
    return isMarkdownBody(body) ? { status: 'ready', body } : { status: 'unavailable' }
  } catch {
    // Offline before the worker has saved the site, or the connection dropped: the view says so and offers a retry.
    return { status: 'unavailable' }
  }
}

/** The file is the build's own output; a proxy's error page or a truncated file still must not crash the view. */
function isMarkdownBody(value: unknown): value is MarkdownBody {
  return typeof value === 'object' && value !== null && Array.isArray((value as { blocks?: unknown }).blocks)
}
