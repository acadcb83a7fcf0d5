/**
 * The photo table the unit tests see (vitest.config.ts): none, so they test the site's own pictures whatever photos
 * the business has added. A test about photos mocks `virtual:photo-table` with its own table.
 */
import type { PhotoTable } from '../../src/content/photo-table'

const table: PhotoTable = {}
export default table
