/**
 * How content/press.yaml becomes what the press pages read: pure helpers the build runs (scripts/content/plugin.ts),
 * so the pages get the result as data and carry none of this code. Imports no content module: it runs in Node.
 */
import type { PressFile } from './schema'

/** SPEC §3 Media quote. */
export interface MediaQuote {
  quote: string
  source: string
  publication: string
  context: string
}

/** Dated entries newest first, those of one day in the file's order: the pages list them so, however they are written. */
export function newestFirst<T extends { date: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1))
}

/**
 * The press kit's media quotes: each is the quote of its outlet's coverage, written once in the file, with the
 * outlet's name and who said it. The build has checked that each outlet is one of the file's, with a quoted piece
 * (scripts/content/load.ts).
 */
export function mediaQuotesOf(press: PressFile): MediaQuote[] {
  return press.mediaQuotes.map((item) => ({
    quote: press.coverage.find((piece) => piece.outlet === item.outlet)!.quote!,
    source: item.source,
    publication: press.outlets.find((outlet) => outlet.slug === item.outlet)!.name,
    context: item.context,
  }))
}
