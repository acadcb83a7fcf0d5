/** The body of each built-in post, parsed from its Markdown file at build time (scripts/markdown-plugin.ts). */
import { config } from '../../config'
import { petitionPath } from '../pages'
import { fillPlaceholders, type MarkdownBody } from './markdown'
import type { PostId } from './index'
import tomOfBoroughHall from './posts/tom-of-borough-hall.md'
import postalCats from './posts/postal-cats.md'
import bodegaCats from './posts/bodega-cats.md'

/** The placeholders a post file may use: {name} in text, {petition} as a link target. */
const placeholders = { name: config.petitionCat.name, petition: petitionPath }

const bodies = { 1: tomOfBoroughHall, 2: postalCats, 3: bodegaCats } satisfies Record<PostId, MarkdownBody>

const filled = new Map(Object.entries(bodies).map(([id, body]) => [Number(id), fillPlaceholders(body, placeholders)]))

export function postBody(id: number): MarkdownBody {
  return filled.get(id) ?? { blocks: [] }
}
