/**
 * SPEC §2 sticky "Reserve Your Spot" bar: it shows after 300px of scroll, and dismissing it is remembered across a
 * reload, kept in IndexedDB (the `preferences` store of the site's database).
 */
import { type Driver, isVisible, poll } from './harness/driver'
import { expect, test } from './harness/fixtures'

const BAR = 'aside[aria-label="Book a tour"]'
const DISMISS = `${BAR} button[aria-label="Dismiss booking bar"]`

async function scrollTo(driver: Driver, y: number): Promise<void> {
  await driver.evaluate((top: number) => window.scrollTo({ top, behavior: 'instant' }), y)
}

/** The dismissal time the app stored, read from IndexedDB as the app keeps it (src/db/preferences.ts). */
function storedDismissal(driver: Driver): Promise<unknown> {
  return driver.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const request = indexedDB.open('cat-history-tours')
        request.onerror = () => reject(request.error)
        request.onsuccess = () => {
          const db = request.result
          if (!db.objectStoreNames.contains('preferences')) {
            db.close()
            resolve(null)
            return
          }
          const read = db.transaction('preferences').objectStore('preferences').get('stickyBarDismissedAt')
          read.onsuccess = () => {
            db.close()
            resolve(read.result ?? null)
          }
          read.onerror = () => reject(read.error)
        }
      }),
  )
}

/** Notes every click the page receives (in the capture phase, before the app's handlers), for clicksSeen. */
async function recordClicks(driver: Driver): Promise<void> {
  await driver.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { clicksSeen: string[] }).clicksSeen = seen
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.getAttribute('aria-label') ? `[${element.getAttribute('aria-label')}]` : ''}`
    document.addEventListener(
      'click',
      (event) => {
        const target = event.target instanceof Element ? event.target : null
        seen.push(
          `${target ? name(target.closest('button, a') ?? target) : 'nothing'} at ${event.clientX},${event.clientY}`,
        )
      },
      { capture: true },
    )
  })
}

/** What a failed click's message adds: the clicks the page saw, and what is now under the target's middle. */
async function clicksSeen(driver: Driver, selector: string): Promise<string> {
  const seen = await driver.evaluate((css: string) => {
    const target = document.querySelector(css)
    const box = target?.getBoundingClientRect()
    const under = box ? document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) : null
    return {
      clicks: (window as unknown as { clicksSeen?: string[] }).clicksSeen ?? 'the page was replaced',
      target: box ? `${Math.round(box.left + box.width / 2)},${Math.round(box.top + box.height / 2)}` : 'gone',
      under: under?.outerHTML.slice(0, 120) ?? 'nothing',
      scrollY: window.scrollY,
    }
  }, selector)
  return `clicks the page saw: ${JSON.stringify(seen.clicks)}; the button's middle now ${seen.target}, under it ${seen.under}; scrollY ${seen.scrollY}`
}

test('dismissing the booking bar is remembered across a reload', async ({ driver }) => {
  await driver.goto('/')
  expect(await isVisible(driver, BAR)).toBe(false)
  await scrollTo(driver, 700)
  await poll(() => isVisible(driver, BAR), { message: 'the booking bar after 700px of scroll' })

  const before = Date.now()
  await recordClicks(driver)
  await driver.click(DISMISS)
  await poll(async () => !(await isVisible(driver, BAR)), { message: 'the booking bar to go' }).catch(
    async (error: Error) => {
      // Seen once in WebKit under CI (2026-11-27, 28db42b) and not since: say whether the click reached the button.
      throw new Error(`${error.message}; ${await clicksSeen(driver, DISMISS)}`)
    },
  )
  const stored = await poll(() => storedDismissal(driver), { message: 'the dismissal in IndexedDB' })
  expect(typeof stored).toBe('number')
  expect(stored as number).toBeGreaterThanOrEqual(before - 60_000)

  await driver.reload()
  await scrollTo(driver, 1200)
  // Time for the stored dismissal to be read and the scroll to be seen, had the bar been going to show.
  await driver.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1500)))
  expect(await isVisible(driver, BAR)).toBe(false)
  await scrollTo(driver, 100)
  await scrollTo(driver, 900)
  await driver.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)))
  expect(await isVisible(driver, BAR)).toBe(false)
})
