/**
 * Timing a form's outcome panel on Playwright's page clock (SPEC §4, §9: the contact panel shows 3 s, the survey's
 * Thank You about 3000 ms): the moment the panel's heading appears, read on the page's (fake) clock.
 */
import type { Page } from '@playwright/test'

/** Records, in the page, the clock time at which a heading with exactly `heading` as its text first appears. */
export async function watchPanel(page: Page, heading: string): Promise<void> {
  await page.evaluate((text) => {
    const holder = window as unknown as { __panelShownAt?: number }
    const shown = () => [...document.querySelectorAll('h2, h3')].some((element) => element.textContent === text)
    new MutationObserver(() => {
      if (holder.__panelShownAt === undefined && shown()) holder.__panelShownAt = Date.now()
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  }, heading)
}

export async function panelShownAt(page: Page): Promise<number> {
  const at = await page.evaluate(() => (window as unknown as { __panelShownAt?: number }).__panelShownAt)
  if (at === undefined) throw new Error('The panel has not appeared')
  return at
}

/** Moves the paused page clock forward to the page time `until`. */
export async function runUntil(page: Page, until: number): Promise<void> {
  const now = await page.evaluate(() => Date.now())
  if (until < now) throw new Error(`The page clock is already ${now - until} ms past ${until}`)
  await page.clock.runFor(until - now)
}
