/** The body of each post, parsed from its Markdown file at build time (scripts/content/). Server render only. */
import bodies from 'virtual:content/post-bodies'
import { config } from '../../config'
import { petitionPath } from '../pages'
import { fillPlaceholders, type MarkdownBody } from './markdown'

/** The placeholders a post file may use: {name} in text, {petition} as a link target. */
const placeholders = { name: config.petitionCat.name, petition: petitionPath }

const filled = new Map(Object.entries(bodies).map(([id, body]) => [Number(id), fillPlaceholders(body, placeholders)]))

export function postBody(id: number): MarkdownBody {
  return filled.get(id) ?? { blocks: [] }
}
