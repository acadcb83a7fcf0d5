/**
 * The analytics provider's side of the page (src/config.ts `analytics`): Plausible's script API, which a self-hosted
 * Plausible or an Umami-compatible endpoint also serves. Cookieless: the script keeps nothing on the guest's device.
 */
export type Plausible = ((event: string, options?: { props?: Record<string, unknown> }) => void) & { q?: unknown[][] }

type WithPlausible = { plausible?: Plausible }

/**
 * The provider's function, or Plausible's documented queue in its place until its script has loaded: events sent
 * before then wait in `plausible.q`, which the script replays when it starts.
 */
export function plausibleFunction(target: WithPlausible = window as WithPlausible): Plausible {
  if (typeof target.plausible === 'function') return target.plausible
  const queue: Plausible = (...args: unknown[]) => {
    queue.q = queue.q ?? []
    queue.q.push(args)
  }
  target.plausible = queue
  return queue
}

/** Sends one event with its properties, if any. */
export function sendPlausibleEvent(name: string, props?: Record<string, unknown>): void {
  const plausible = plausibleFunction()
  if (props) plausible(name, { props })
  else plausible(name)
}
