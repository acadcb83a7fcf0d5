import { lazyRouteComponent } from '@tanstack/react-router'

/** The not-found page (and its suggestion logic) loads only where a path is not found: not with every page. */
export const LazyNotFoundPage = lazyRouteComponent(() => import('./NotFoundPage'), 'NotFoundPage')
