/**
 * Every page that opens with a picture names it in its <head> (a preload with the <picture>'s own srcset and sizes,
 * decision 0015), so a phone asks for it before the parser reaches the <picture>. What must never happen is the
 * preload and the <picture> choosing differently: the page's heaviest file fetched twice, or a second variant of it.
 * On a phone (390 px at 3x: the 4:5 slice) and a desktop (1280 px at 1x: the 16:9 picture), on every page the build
 * renders with a hero, the only file of the hero's candidates the page fetched is the one it shows, once. The same
 * check runs in Firefox and WebKit (e2e-engines/lead-picture.spec.ts) and with photos (e2e/photos.spec.ts).
 */
import { expect, test } from './fixtures'
import { leadPictureFetches } from './picture-checks'
import { documentsWithHero } from './site-documents'

const screens = [
  { name: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false },
]

for (const { name, ...screen } of screens) {
  test.describe(`on a ${name}`, () => {
    test.use(screen)
    for (const { url } of documentsWithHero) {
      test(`${url}: the head preloads the hero, and the page fetches only the file it shows, once`, async ({
        page,
      }) => {
        await page.goto(url)
        expect(await page.evaluate(leadPictureFetches)).toEqual([])
      })
    }
  })
}
