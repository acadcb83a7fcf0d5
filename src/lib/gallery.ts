/** Pure gallery logic (SPEC §2 Gallery, §4 Lightbox): de-duplication, wrapping steps, the open-photo param. */
import { parsePositiveInt } from './search-params'

interface HasSource {
  id: number
  src: string
}

/** SPEC §2: the grid shows each image source once; the first entry with a source wins, order is kept. */
export function uniqueBySource<T extends HasSource>(images: readonly T[]): T[] {
  const seen = new Set<string>()
  return images.filter((image) => {
    if (seen.has(image.src)) return false
    seen.add(image.src)
    return true
  })
}

/** SPEC §4: the id `step` places after (or before, when negative) `id`, wrapping at both ends. */
export function stepFrom<T extends HasSource>(images: readonly T[], id: number, step: number): number | undefined {
  const index = images.findIndex((image) => image.id === id)
  if (index === -1) return undefined
  const count = images.length
  return images[(((index + step) % count) + count) % count]!.id
}

export interface PhotoSearch {
  photo?: number
}

/**
 * validateSearch for a page with a gallery lightbox: `?photo=` is a positive whole number, else undefined (closed).
 * Never throws. Whether the id is a picture of the page is the grid's business (an unknown id shows nothing open):
 * checking it here would put every photo list in the code every page loads (docs/decisions/0012).
 * The key is kept (as undefined) when the value is junk: TanStack Router spreads the validated object over the raw
 * query, so leaving it out would pass `?photo=abc` on.
 */
export function validatePhotoSearch(search: Record<string, unknown>): PhotoSearch {
  return { photo: parsePositiveInt(search.photo) }
}
