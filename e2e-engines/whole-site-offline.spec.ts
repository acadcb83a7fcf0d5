/**
 * After one visit, the whole site works with the network gone the way a street corner loses it: the gateway in front
 * of the server is cut (connections refused, nothing else leaves the machine) and navigator.onLine stays true, since
 * neither engine can be set offline from the test. Every page and post renders from the worker with every picture at
 * this screen's size (the install keeps no other), legacy paths still redirect, unknown paths get the not-found page, and a cold start opens the app.
 */
import { readdirSync } from 'node:fs'
import { keptPictures, picturesBelowThisScreen } from '../e2e/picture-checks'
import { notFoundDocument, siteDocuments } from '../e2e/site-documents'
import { legacyRedirects } from '../src/content/redirects'
import { type Driver, hydrated, poll, settled } from './harness/driver'
import { expect, test } from './harness/fixtures'
import { builtHeading, firstVisit, headingAndTitle, headingOf, path } from './harness/journeys'

const SITE_SUFFIX = '| Cat History Tours NYC'

/**
 * The errors of the open pages, but for the booking provider's script failing to load: with the network cut it
 * cannot load (the booking calendar needs a connection, and the page says so), and navigator.onLine being true the
 * page has no reason not to try.
 */
async function errorsSince(driver: Driver, before: number): Promise<string[]> {
  return (await driver.errors())
    .slice(before)
    .filter((entry) => !entry.startsWith('failed to load script: https://fareharbor.com/'))
}

test('with the network cut after one visit, every page and post renders from the worker with its pictures', async ({
  driver,
  network,
}) => {
  test.setTimeout(240_000)
  await firstVisit(driver)
  const variants = readdirSync('dist/images').filter((file) => /\.(webp|avif|jpe?g|png)$/.test(file)).length
  const kept = await driver.evaluate(keptPictures)
  expect(kept.length).toBeGreaterThan(0)
  expect(kept.length).toBeLessThan(variants / 2)
  await network.cut()
  const failures: Record<string, string[]> = {}
  for (const { url, file } of siteDocuments) {
    const before = (await driver.errors()).length
    await driver.goto(url)
    const seen = await headingAndTitle(driver)
    const problems: string[] = []
    if (seen.path !== url) problems.push(`landed on ${seen.path}`)
    if (seen.h1 !== builtHeading(file)) problems.push(`h1 "${seen.h1}"`)
    if (!seen.title.endsWith(SITE_SUFFIX)) problems.push(`title "${seen.title}"`)
    // Every picture shown, and at least at the size this screen asked for (the install keeps only that size).
    problems.push(...(await driver.evaluate(picturesBelowThisScreen)))
    // Before the next page: what it loads once idle (leaving earlier makes the browser cancel those loads, which
    // Firefox reports as errors of the worker's answers to a page that is going away).
    await settled(driver)
    problems.push(...(await errorsSince(driver, before)))
    if (problems.length > 0) failures[url] = problems
  }
  expect(failures).toEqual({})
  // A street corner, not airplane mode: the browser still believes it is online.
  expect(await driver.evaluate(() => navigator.onLine)).toBe(true)
  expect(network.isUp).toBe(false)
})

test('with the network cut, legacy paths still redirect and unknown paths get the not-found page', async ({
  driver,
  network,
}) => {
  test.setTimeout(180_000)
  await firstVisit(driver)
  await network.cut()
  const wrong: Record<string, string> = {}
  const cases: Array<readonly [string, string]> = [
    ...legacyRedirects,
    ['/blog/2', '/blog?post=2'],
    ['/about-tom-the-cat', '/about'],
    ['/About-Us/', '/about'],
  ]
  for (const [from, to] of cases) {
    await driver.goto(from, { hydration: false })
    // Firefox's driver has returned from goto while the page before was still the current document (once in five
    // runs: "/articles" read as "/gallery", the previous case's page). A redirect gone wrong never reaches `to`, so
    // a moment's wait for it hides none.
    const landed = await poll(async () => ((await path(driver)) === to ? to : ''), { timeout: 5_000 }).catch(() =>
      path(driver),
    )
    if (landed !== to) wrong[from] = landed
  }
  expect(wrong).toEqual({})

  // Each of those pages was left as soon as it had loaded, before its app could start (what its dying document
  // logged about that is no error of the site). From a page that has started, the errors count again.
  await hydrated(driver)
  await settled(driver)
  const before = (await driver.errors()).length
  await driver.goto('/blog/2')
  expect((await headingAndTitle(driver)).h1).toBe(headingOf('/blog?post=2'))
  await settled(driver)

  await driver.goto('/old-brooklyn-page')
  const notFound = await headingAndTitle(driver)
  expect(notFound.path).toBe('/old-brooklyn-page')
  expect(notFound.h1).toBe(builtHeading(notFoundDocument.file))
  expect(notFound.h1).toContain('404')
  expect(await errorsSince(driver, before)).toEqual([])
})

test('a cold start with the network cut opens the app from the worker, and a reload too', async ({
  driver,
  network,
}) => {
  await firstVisit(driver)
  await network.cut()
  // The app is closed and started again (see Driver.restart for what that is in each engine).
  await driver.restart()
  await driver.goto('/')
  expect(await headingAndTitle(driver)).toMatchObject({ path: '/', h1: headingOf('/') })
  expect(await driver.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  await settled(driver)
  await driver.reload()
  expect(await headingAndTitle(driver)).toMatchObject({ path: '/', h1: headingOf('/') })
  await settled(driver)
  await driver.goto('/tours/lower-east-side')
  expect((await headingAndTitle(driver)).h1).toBe(headingOf('/tours/lower-east-side'))
  expect(await errorsSince(driver, 0)).toEqual([])
})
