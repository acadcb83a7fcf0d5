/**
 * Adds the analytics provider's script (src/config.ts `analytics`) to the page, as Plausible documents it:
 * `data-domain` names the site. Its own module, imported only by the background work: the event calls
 * (./plausible.ts) are imported only by the booking hook, so when the setting is off the bundler drops each with the
 * one branch that uses it (a module shared by two chunks would stay behind as an unused export).
 */
let added = false

/** Added from script, it never blocks rendering; a script that cannot load (blocked, offline) is only logged (SPEC §8). */
export function loadPlausibleScript(scriptUrl: string, domain: string): void {
  if (added) return
  added = true
  const script = document.createElement('script')
  script.src = scriptUrl
  script.defer = true
  script.dataset.domain = domain
  script.addEventListener('error', () => console.warn('The analytics script could not load', scriptUrl))
  document.head.append(script)
}
