/**
 * The clock of the prerender's server render (scripts/prerender-plugin.ts). Pinned here, in the build, not in the
 * app: the app's code runs with the real clock everywhere, and only the step that writes pages controls its own.
 * TanStack Router stamps each match it loads with `Date.now()` (`updatedAt`) and
 * writes the stamp into the page's inline router state, so with the wall clock every prerendered page, its CSP
 * hash and its precache revision would change on every build (decision 0017). The router has no option for its
 * clock, so the render runs with `Date.now()` answering a fixed instant instead.
 *
 * The instant is the Unix epoch, not the build date: the stamp must not change when only the commit does, or every
 * deploy would make installed clients download every page again. For the client the data is then "long ago", as it
 * is anyway by the time a guest opens a prerendered page (the app keeps the router's default stale time of 0).
 * Only `Date.now` is pinned: `new Date()` and page content are untouched (date-dependent text reads the build date,
 * src/hooks/useToday.ts). The prerender renders one page at a time, so nothing else runs under the pinned clock.
 */
export const RENDER_EPOCH_MS = 0

export async function withRenderClock<T>(render: () => Promise<T>): Promise<T> {
  const wallClock = Date.now
  Date.now = () => RENDER_EPOCH_MS
  try {
    return await render()
  } finally {
    Date.now = wallClock
  }
}
