/**
 * TanStack Router's `<Scripts>` ends the router's inline state with a boundary script,
 * `<script>document.currentScript.remove();/*$tsr-stream-boundary*\/</script>`: the marker tells the router's stream
 * transform where hydration scripts that arrive later may go. A prerendered page is never streamed, so in it the
 * script does one thing: it removes itself as it is parsed. Left in, it costs every page 73 bytes and its policy one
 * more script hash (in the header and in the <meta>): on the photo home page, about 117 of the bytes that took the
 * first response past the first round trip of a new connection (decision 0021). Removed here, the browser parses
 * the page it had after running the script; React never sees it either way.
 *
 * The text is the library's own (router-core's ssr/hydrationScripts, not exported). If an upgrade changes it, the
 * build stops here rather than leave the bytes back in silently; tests/stream-boundary.test.ts names it too.
 */
export const STREAM_BOUNDARY_SCRIPT = '<script>document.currentScript.remove();/*$tsr-stream-boundary*/</script>'

export function withoutStreamBoundary(html: string): string {
  const at = html.indexOf(STREAM_BOUNDARY_SCRIPT)
  if (at === -1 || html.indexOf(STREAM_BOUNDARY_SCRIPT, at + 1) !== -1) {
    throw new Error(
      "A prerendered document does not end the router's scripts with exactly one TanStack Router stream boundary " +
        `(${STREAM_BOUNDARY_SCRIPT}): if the router changed it, see scripts/stream-boundary.ts and decision 0019`,
    )
  }
  return html.slice(0, at) + html.slice(at + STREAM_BOUNDARY_SCRIPT.length)
}
