// @ts-check
/**
 * The photo set's seeded random source is the drawings' own (scripts/images/random.ts), loaded through Vite's module
 * runner since a plain Node script cannot import TypeScript: the set must come out the same on every run.
 */
import path from 'node:path'
import { importTs } from '../bench/import-ts.mjs'

/** @typedef {import('../images/random.ts').Random} Random */

/** @type {typeof import('../images/random.ts')} */
const random = await importTs(path.join(import.meta.dirname, '../images/random.ts'))

export const { createRandom, hashString } = random
