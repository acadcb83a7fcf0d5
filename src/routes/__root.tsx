import type { ReactNode } from 'react'
import {
  createRootRoute,
  HeadContent,
  isNotFound,
  Outlet,
  Scripts,
  type ErrorComponentProps,
} from '@tanstack/react-router'
import { config } from '../config'
import { defaultDescription, defaultKeywords, siteTitleSuffix } from '../content/site'
import { Shell } from '../app/shell/Shell'
import { ErrorScreen } from '../components/ErrorScreen'
import { LazyNotFoundPage } from '../components/lazy-not-found'
import { drawsNotFoundPage, servedNotFoundPageAt } from '../lib/not-found-page'
import { jsonLdScript, pageTitle } from '../lib/seo'
import { businessJsonLd } from '../lib/structured-data'
import { THEME_COLOR } from '../styles/theme-color'
import '../styles/global.css'

// Legacy paths (SPEC §2 "Redirects") are answered with a 301 by the server and by the worker, before any page
// loads; a legacy path reached inside the app has no route, and the not-found page sends it on (NotFoundPage).
export const Route = createRootRoute({
  // Whether the root draws the global not-found page because no route matches the whole address (lib/not-found-page.ts).
  beforeLoad: ({ matches, location }) =>
    drawsNotFoundPage(matches, location.pathname) ? { notFoundPage: true as const } : undefined,
  head: ({ match, matches }) => {
    // Defaults every page inherits; each route's seo() overrides them. The global not-found page is noindex: the
    // root draws it (notFoundMode 'root') when no route matches the whole address (above), or when a route's loader
    // threw notFound() (an unknown tour), which the router reports as that match's error, or when the app started on
    // the served not-found document at an address a route matches (/tours/nope, /petition-bob), which the server
    // says in the router's dehydrated data (src/router.tsx; e2e/not-found.spec.ts).
    const notFound =
      match.context?.notFoundPage === true ||
      matches.some((each) => isNotFound(each.error)) ||
      servedNotFoundPageAt(matches.at(-1)?.pathname)
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
        { name: 'theme-color', content: THEME_COLOR },
        { name: 'color-scheme', content: 'light' },
        { name: 'mobile-web-app-capable', content: 'yes' },
        { name: 'apple-mobile-web-app-capable', content: 'yes' },
        { name: 'apple-mobile-web-app-title', content: config.shortName },
        { name: 'apple-mobile-web-app-status-bar-style', content: 'black-translucent' },
        { title: notFound ? pageTitle('Page Not Found') : siteTitleSuffix },
        {
          name: 'description',
          content: notFound ? 'The page you were looking for could not be found.' : defaultDescription,
        },
        { name: 'keywords', content: defaultKeywords.join(', ') },
        { name: 'robots', content: notFound ? 'noindex, nofollow' : 'index, follow' },
      ],
      links: [
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
        { rel: 'manifest', href: '/manifest.webmanifest' },
      ],
      scripts: [jsonLdScript(businessJsonLd())],
    }
  },
  component: RootDocument,
  notFoundComponent: LazyNotFoundPage,
  errorComponent: RootErrorDocument,
})

function RootDocument() {
  return (
    <Document>
      <Shell>
        <Outlet />
      </Shell>
    </Document>
  )
}

/**
 * A crash in the shell itself (header, banners, footer, toasts) replaces the root route's component, which draws the
 * document: so the error screen comes in a whole document of its own, not as a bare fragment in place of <html>.
 */
function RootErrorDocument({ error }: ErrorComponentProps) {
  return (
    <Document>
      <main id="main-content">
        <ErrorScreen error={error} />
      </main>
    </Document>
  )
}

/** The one `<html>` every page and the error screen are drawn in. */
function Document({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}
