// @ts-check
/**
 * A seeded random source (the same FNV-1a + mulberry32 pair as scripts/images/random.ts, which a plain Node
 * script cannot import): the photo set must come out the same on every run, so nothing here uses Math.random.
 */

/** FNV-1a, 32 bit. @param {string} text */
export function hashString(text) {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

/**
 * @typedef {object} Random
 * @property {() => number} next in [0, 1)
 * @property {(min: number, max: number) => number} range
 * @property {(min: number, max: number) => number} int both ends included
 * @property {<T>(items: readonly T[]) => T[]} shuffle a shuffled copy
 */

/** @param {string} seed @returns {Random} */
export function createRandom(seed) {
  let state = hashString(seed)
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  /** @param {number} min @param {number} max */
  const range = (min, max) => min + (max - min) * next()
  return {
    next,
    range,
    int: (min, max) => Math.floor(range(min, max + 1)),
    shuffle: (items) => {
      const copy = [...items]
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        ;[copy[i], copy[j]] = [/** @type {any} */ (copy[j]), /** @type {any} */ (copy[i])]
      }
      return copy
    },
  }
}
