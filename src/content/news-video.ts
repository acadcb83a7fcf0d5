/**
 * The gallery page's local news segment (SPEC §2 Gallery), apart from the pictures of ./gallery.ts, which the home
 * page loads too.
 */
import type { ImageName } from './images'

/** A fictional local TV segment about the tours; its YouTube id is the business's to fill in (src/config.ts). */
export const newsVideo = {
  title: 'Five Boroughs Tonight: the walking tour that tells New York’s history through its cats',
  outlet: 'Five Boroughs Tonight',
  summary:
    'The evening magazine show followed one of our Brooklyn Heights tours from Borough Hall to the Promenade, and asked our guides why a city of millions still remembers its working cats.',
  /** The facade's poster: our own illustration, so nothing is fetched from the video host before a click. */
  poster: 'hero-tours',
} as const satisfies { title: string; outlet: string; summary: string; poster: ImageName }
