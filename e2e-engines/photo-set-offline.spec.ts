/**
 * Offline that fits a phone, with photographs (issue 19), in Firefox and WebKit: the site built with the realistic
 * photo set (scripts/photo-set) in place of the drawings. After one visit, with the network cut, every page, post
 * and the lightbox shows every picture from the worker at least at the size this screen asks for, and the worker
 * kept only this screen's variants. The Chromium suite measures the same on a 390 px phone and a 1280 px desktop
 * with the install's bytes (e2e/photo-set-offline.spec.ts).
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { keptPictures, picturesBelowThisScreen } from '../e2e/picture-checks'
import { siteDocuments } from '../e2e/site-documents'
import { PHOTOS_DIR } from './harness/app-server'
import { settled } from './harness/driver'
import { expect, test } from './harness/fixtures'
import { firstVisit } from './harness/journeys'

/** A file's size in a build, or -1 where that build has no such file (drawings come as WebP only, photos AVIF too). */
const size = (dist: string, path: string) => (existsSync(join(dist, path)) ? statSync(join(dist, path)).size : -1)

test('with the photo set, after one visit and the network cut, every page shows its photos from the worker at this screen’s size', async ({
  driver,
  network,
  site,
}) => {
  // The photo build (about 30 s with the picture cache warm, a few minutes on a cold fresh clone) and a full tour.
  test.setTimeout(600_000)
  await site.deployPhotoSet()
  await firstVisit(driver)

  const kept = await driver.evaluate(keptPictures)
  const photoDist = `${PHOTOS_DIR}/dist`
  const variants = readdirSync(join(photoDist, 'images')).filter((file) => /\.(webp|avif|jpe?g|png)$/.test(file)).length
  // The pictures this install kept are photographs: the same names in the drawings' build are other files.
  const photos = kept.filter((path) => size(photoDist, path) !== size('dist', path))
  expect(photos.length).toBeGreaterThan(kept.length / 2)
  // Only this screen's variants: far fewer than the build holds.
  expect(kept.length).toBeLessThan(variants / 2)

  await network.cut()
  const failures: Record<string, string[]> = {}
  for (const { url } of [...siteDocuments, { url: '/gallery?photo=1' }]) {
    await driver.goto(url)
    const problems = await driver.evaluate(picturesBelowThisScreen)
    await settled(driver)
    if (problems.length > 0) failures[url] = problems
  }
  expect(failures).toEqual({})
  expect(network.isUp).toBe(false)
})
