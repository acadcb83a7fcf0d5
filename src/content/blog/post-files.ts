/**
 * Where each post's own files are written and served. Two folders deep, so no host's `/blog/{id}` redirect rule (one
 * segment) matches them, nor the file's own address when a host's edge function fetches it
 * (functions/_middleware.ts). The names carry no content hash: an edited post keeps its addresses, and the worker's
 * precache revision says it changed (decision 0017: an edit re-downloads only that post's files).
 */
export const POSTS_FOLDER = 'blog/posts'

/** The prerendered post view (/blog?post=N), as a file of the build. */
export function postPageFile(id: number): string {
  return `${POSTS_FOLDER}/${id}.html`
}

/** The post's body as data (src/content/blog/markdown.ts's MarkdownBody), as a file of the build. */
export function postBodyFile(id: number): string {
  return `${POSTS_FOLDER}/${id}.json`
}

/** The address the page fetches a post's body from when a guest opens it in the page (not the prerendered view). */
export function postBodyUrl(id: number): string {
  return `/${postBodyFile(id)}`
}
