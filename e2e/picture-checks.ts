/**
 * Checks of the pictures of an open page, as self-contained page functions (they are sent to the browser as text):
 * the Chromium suite runs them with `page.evaluate`, the Firefox and WebKit journeys with `driver.evaluate`.
 */

/**
 * Each picture of the open page, loaded (all of them, lazy ones too): those not shown, or shown with no variant as
 * large as the one the browser asked for in the worker's caches (the worker answers with a larger one it kept, but
 * never makes a phone show a smaller one than its screen needs).
 */
export async function picturesBelowThisScreen(): Promise<string[]> {
  const images = [...document.images]
  for (const image of images) image.loading = 'eager'
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
  const kept = new Set<string>()
  for (const name of await caches.keys()) {
    for (const request of await (await caches.open(name)).keys()) kept.add(new URL(request.url).pathname)
  }
  const problems: string[] = []
  for (const image of images) {
    if (image.naturalWidth === 0) {
      problems.push(`not shown: ${image.currentSrc || image.src}`)
      continue
    }
    const shown = new URL(image.currentSrc).pathname
    if (!shown.startsWith('/images/')) continue
    // The srcset the browser chose from: a <source> of the <picture>, or the <img>'s own.
    const srcsets = [
      ...(image.parentElement instanceof HTMLPictureElement ? image.parentElement.querySelectorAll('source') : []),
      image,
    ].map((element) => element.getAttribute('srcset') ?? '')
    const family = srcsets
      .map((srcset) =>
        srcset
          .split(',')
          .map((part) => part.trim().split(/\s+/))
          .map(([url, width]) => ({ path: new URL(url!, location.href).pathname, width: parseInt(width ?? '0', 10) })),
      )
      .find((candidates) => candidates.some((candidate) => candidate.path === shown))
    const width = family?.find((candidate) => candidate.path === shown)?.width ?? 0
    if (!family?.some((candidate) => candidate.width >= width && kept.has(candidate.path)))
      problems.push(`no variant as large as ${shown} kept`)
  }
  return problems
}

/**
 * Each picture of the open page, loaded (lazy ones too), that is not shown: no pixels, or hidden by the page. Unlike
 * `picturesBelowThisScreen` it takes any variant as shown, so it holds where the worker stands in with another crop or
 * format of the picture (a narrow window on a wide screen).
 */
export async function picturesNotShown(): Promise<string[]> {
  const images = [...document.images]
  for (const image of images) image.loading = 'eager'
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
  // The page's own state as well as the element's: a hero that failed once stays hidden over its gradient.
  await new Promise((resolve) => setTimeout(resolve, 300))
  return images
    .filter((image) => image.naturalWidth === 0 || image.dataset.state === 'failed')
    .map((image) => `${image.dataset.state}: ${image.currentSrc || image.src}`)
}

/** The picture variants in the worker's caches, as paths (revision parameters dropped). */
export async function keptPictures(): Promise<string[]> {
  const paths = new Set<string>()
  for (const name of await caches.keys()) {
    for (const request of await (await caches.open(name)).keys()) {
      const path = new URL(request.url).pathname
      if (path.startsWith('/images/')) paths.add(path)
    }
  }
  return [...paths]
}
