/**
 * The islands of the bench's "islands" boot (scripts/bench/boots/): every interactive part of a page, each hydrated
 * as a React root of its own. One entry per island: the component the client hydrates (and the server renders into
 * the island's place, from the same props), loaded on its own, and whether it needs the router in context (a Link,
 * useLocation, useNavigate somewhere in it). The server side swaps the app's own component for a placeholder where
 * the page renders it (ISLAND_MODULES of variants.mjs names the modules); these loaders are the only way island code
 * is reached.
 *
 * Bench code, not product code: nothing in src/ imports it.
 */
import type { ComponentType } from 'react'

// biome-ignore lint/suspicious/noExplicitAny: each island's props are its own, read from the JSON beside it.
type AnyComponent = ComponentType<any>

export interface IslandDefinition {
  /** The component hydrated in the island's place (the app's own, or a thin bench wrapper around it). */
  load: () => Promise<AnyComponent>
  /** It renders router links or reads the router: it gets the islands' router in context. */
  router: boolean
}

export const islands: Record<string, IslandDefinition> = {
  // The shell, on every page.
  TopBanner: {
    router: true,
    load: () => import('../../../../src/app/shell/TopBanner').then((m) => m.TopBanner),
  },
  Header: { router: true, load: () => import('../../../../src/app/header/Header').then((m) => m.Header) },
  Footer: { router: true, load: () => import('../../../../src/app/shell/Footer').then((m) => m.Footer) },
  ShellOverlays: {
    router: true,
    load: () => import('../../../../src/app/shell/ShellOverlays').then((m) => m.ShellOverlays),
  },
  // Parts of pages.
  Accordion: { router: false, load: () => import('../../../../src/components/Accordion').then((m) => m.Accordion) },
  Carousel: { router: false, load: () => import('../../../../src/components/Carousel').then((m) => m.Carousel) },
  GalleryGrid: { router: false, load: () => import('./GalleryIsland').then((m) => m.GalleryIsland) },
  VideoFacade: {
    router: false,
    load: () => import('../../../../src/components/VideoFacade').then((m) => m.VideoFacade),
  },
  HelpButton: { router: false, load: () => import('../../../../src/components/HelpButton').then((m) => m.HelpButton) },
  SectionLink: {
    router: false,
    load: () => import('../../../../src/components/SectionLink').then((m) => m.SectionLink),
  },
  ContactForm: {
    router: false,
    load: () => import('../../../../src/features/contact/ContactForm').then((m) => m.ContactForm),
  },
  NewsletterForm: {
    router: false,
    load: () => import('../../../../src/features/newsletter/NewsletterForm').then((m) => m.NewsletterForm),
  },
  SurveyForm: {
    router: false,
    load: () => import('../../../../src/features/survey/SurveyForm').then((m) => m.SurveyForm),
  },
  PriceCalculator: {
    router: false,
    load: () => import('../../../../src/features/booking/PriceCalculator').then((m) => m.PriceCalculator),
  },
  BookingCalendar: { router: false, load: () => import('./CalendarIsland').then((m) => m.CalendarIsland) },
  ReserveButton: {
    router: true,
    load: () => import('../../../../src/features/booking/ReserveButton').then((m) => m.ReserveButton),
  },
  TourSearch: {
    router: true,
    load: () => import('../../../../src/routes/-components/TourSearch').then((m) => m.TourSearch),
  },
}

/** The attributes of an island's place in the HTML (a `display: contents` wrapper the server renders). */
export const ISLAND_ATTR = 'data-island'
export const ISLAND_KEY_ATTR = 'data-island-key'
export const ISLAND_PROPS_ATTR = 'data-props'
/** Set on the wrapper by the client once the island has hydrated (the bench's "interactive" condition reads it). */
export const ISLAND_HYDRATED_ATTR = 'data-island-hydrated'

/** React's id prefix of an island's root, the same on the server and the client, so useId values agree. */
export function islandIdPrefix(key: string | number): string {
  return `i${key}-`
}
