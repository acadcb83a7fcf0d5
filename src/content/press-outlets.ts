/**
 * The press outlets and their logos (SPEC §2 Home "As featured on", §3 Press logo), from content/press.yaml's
 * outlets: what the home page's strip needs, apart from the coverage texts of ./press.ts so the home page does not
 * load them. Their logos' size and address are in ./press-logos.ts, how each wordmark is drawn in ./press-wordmarks.ts,
 * which only the build reads (scripts/press-logos-plugin.ts).
 */
import outlets from 'virtual:content/press-outlets'
import { LOGO_HEIGHT, LOGO_WIDTH, pressLogoSrc } from './press-logos.ts'
import type { PressFile } from './schema'

export { LOGO_HEIGHT, LOGO_WIDTH, outlets, pressLogoSrc }

export type PressOutlet = PressFile['outlets'][number]

/** SPEC §3 Press logo. */
export interface PressLogo {
  image: string
  alt: string
  link: string
  height?: number
  width?: number
}

/** The build has checked that every slug the coverage names is an outlet's (scripts/content/load.ts). */
export function outlet(slug: string): PressOutlet {
  return outlets.find((candidate) => candidate.slug === slug)!
}

/** SPEC §2 Home: the "As featured on" strip, one logo per outlet, each linking to that outlet's piece. */
export const pressLogos: PressLogo[] = outlets.map((entry) => ({
  image: pressLogoSrc(entry.slug),
  alt: entry.name,
  link: entry.link,
  width: LOGO_WIDTH,
  height: LOGO_HEIGHT,
}))
