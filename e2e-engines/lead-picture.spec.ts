/**
 * The head's preload of each page's hero (decision 0015) chooses as the <picture> does, in Firefox and WebKit too:
 * on a phone-wide window (the 4:5 AVIF slice) and a desktop one (the 16:9 WebP of the drawings), every page the build
 * renders with a hero fetches only the file of the hero it shows, once. A preload the engine reads otherwise would
 * cost the page's heaviest picture twice (e2e/lead-picture.spec.ts for Chromium, e2e/photos.spec.ts with photos).
 */
import { leadPictureFetches } from '../e2e/picture-checks'
import { documentsWithHero } from '../e2e/site-documents'
import { expect, test } from './harness/fixtures'

for (const [width, height] of [
  [390, 844],
  [1280, 800],
]) {
  test(`at ${width} px, each page fetches only the hero file it shows, once, as its head preloaded it`, async ({
    driver,
  }) => {
    test.setTimeout(240_000)
    await driver.setViewport(width!, height!)
    const failures: Record<string, string[]> = {}
    for (const { url } of documentsWithHero) {
      // A page of its own each time (a query the page ignores), so its Resource Timing holds only its own loads.
      await driver.goto(`${url}${url.includes('?') ? '&' : '?'}lead=${width}`, { hydration: false })
      const problems = await driver.evaluate(leadPictureFetches)
      if (problems.length > 0) failures[url] = problems
    }
    expect(documentsWithHero.length).toBeGreaterThan(10)
    expect(failures).toEqual({})
  })
}
