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

/**
 * How the open page fetched its lead picture (the hero, `fetchpriority="high"`), once it has loaded: the problems
 * with it. Its <head> preloads it (decision 0015, 2026-11-28) with the srcset and sizes of the <source> or
 * <img> the browser will take, so that the browser asks for the file before the parser reaches the <picture>. A
 * preload that chose otherwise than the <picture> would cost a second download of the page's heaviest picture:
 * every file of the picture's candidates (its sources' and its <img>'s) that the page fetched must be
 * the one it shows, fetched once. Read from the page's Resource Timing entries, which every engine keeps.
 */
export async function leadPictureFetches(): Promise<string[]> {
  const img = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')
  if (!img) return ['no lead picture']
  await img.decode().catch(() => undefined)
  if (img.naturalWidth === 0) return [`not shown: ${img.currentSrc || img.src}`]
  const srcsets = [...(img.closest('picture')?.querySelectorAll('source') ?? []), img].map(
    (element) => element.getAttribute('srcset') ?? '',
  )
  const candidates = new Set(
    srcsets.flatMap((srcset) =>
      srcset
        .split(',')
        .filter((part) => part.trim() !== '')
        .map((part) => new URL(part.trim().split(/\s+/)[0]!, location.href).pathname),
    ),
  )
  const shown = new URL(img.currentSrc).pathname
  // Resource Timing adds an entry when a response has ended: give a preload that is still arriving a moment.
  const fetched = () =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => candidates.has(path))
  for (let wait = 0; wait < 20 && !fetched().includes(shown); wait++) await new Promise((r) => setTimeout(r, 100))
  const seen = fetched()
  const problems = seen.includes(shown) ? [] : [`shown, but not seen fetched: ${shown}`]
  problems.push(
    ...seen
      .filter((path, index) => path !== shown || seen.indexOf(path) !== index)
      .map((path) => (path === shown ? `fetched twice: ${path}` : `fetched but not shown: ${path} (shows ${shown})`)),
  )
  // Other preloads may stand beside it (React preloads an eager plain <img>, such as the gallery's video poster).
  const preloaded = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].filter((link) =>
    srcsets.includes(link.getAttribute('imagesrcset') ?? ''),
  )
  if (preloaded.length === 0) problems.push('the <head> does not preload it')
  return problems
}
