/**
 * The server half of the islands boot. In the islands variant's server build, every module ISLAND_MODULES
 * (variants.mjs) names is replaced by one that exports `island(name, TheAppsComponent)` under the component's own
 * name (its other exports unchanged). Where a page renders it, that renders an empty `display: contents` wrapper
 * carrying the island's name, a key and the props the page passed (as JSON), and records them; `fillIslands` then
 * renders each island on its own, with React's renderToString under the id prefix its client root will use, into its
 * wrapper. So the island's HTML is exactly what its root renders on the client from the same JSON props, and none of
 * the rest of the page is ever React's on the client.
 *
 * Props are passed as JSON: functions are left out (only where a bench wrapper rebuilds them, see DROPPED), and
 * anything JSON cannot carry (elements, dates, class instances) fails the build rather than hydrating wrongly.
 */
import { isValidElement, useContext, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { useRouter, type AnyRouter } from '@tanstack/react-router'
import { InIsland, IslandTree } from './tree'
import { ISLAND_ATTR, ISLAND_KEY_ATTR, ISLAND_PROPS_ATTR, islandIdPrefix, islands } from './registry'

type Props = Record<string, unknown>

/** Props a bench wrapper rebuilds on the client (from the address), so they are not carried. */
const DROPPED: Record<string, readonly string[]> = {
  GalleryGrid: ['openId', 'onOpen', 'onMove', 'onClose'],
}

/** Where an app component is an island only in some uses: elsewhere it stays server HTML (a plain link). */
const ISLAND_WHEN: Record<string, (props: Props) => boolean> = {
  // Without a calendar item the Reserve button is a router link and nothing else: a plain link does the same.
  ReserveButton: (props) => props.itemId !== undefined || props.onReserve !== undefined || props.to === null,
}

interface Recorded {
  name: string
  props: Props
  router: AnyRouter
}

/**
 * The islands of the page being rendered, by key. On globalThis: the prerender imports the server entry with a
 * cache-busting query (scripts/ssr-module.ts), while the page chunks import it plainly, so this module runs twice.
 */
const RECORDING = Symbol.for('boots.islands.recording')
const shared = globalThis as { [RECORDING]?: Recorded[] | null }

export function startRecording(): Recorded[] {
  shared[RECORDING] = []
  return shared[RECORDING]
}

function jsonProps(name: string, props: Props): Props {
  const out: Props = {}
  for (const [key, value] of Object.entries(props)) {
    if (DROPPED[name]?.includes(key) || value === undefined) continue
    check(name, key, value)
    out[key] = value
  }
  return out
}

function check(name: string, path: string, value: unknown): void {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return
  if (typeof value === 'function' || isValidElement(value) || typeof value !== 'object') {
    throw new Error(
      `Island ${name}: prop ${path} cannot be carried as JSON (${typeof value}${isValidElement(value) ? ', an element' : ''})`,
    )
  }
  const proto = Object.getPrototypeOf(value)
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null)
    throw new Error(`Island ${name}: prop ${path} is not plain data`)
  for (const [key, inner] of Object.entries(value)) check(name, `${path}.${key}`, inner)
}

export function island<P extends object>(name: string, Component: ComponentType<P>): ComponentType<P> {
  if (!islands[name]) throw new Error(`Island ${name} has no entry in scripts/bench/boots/islands/registry.ts`)
  function Island(props: P) {
    const inside = useContext(InIsland)
    const router = useRouter()
    const when = ISLAND_WHEN[name]
    const recording = shared[RECORDING]
    if (inside || !recording || (when && !when(props as Props))) return <Component {...props} />
    const carried = jsonProps(name, props as Props)
    const key = recording.length
    recording.push({ name, props: carried, router })
    const attributes = {
      [ISLAND_ATTR]: name,
      [ISLAND_KEY_ATTR]: String(key),
      [ISLAND_PROPS_ATTR]: JSON.stringify(carried),
    }
    return <div {...attributes} style={{ display: 'contents' }} />
  }
  Island.displayName = `Island(${name})`
  return Island
}

const PLACE = new RegExp(`<div ${ISLAND_ATTR}="([^"]+)" ${ISLAND_KEY_ATTR}="(\\d+)"[^>]*></div>`, 'g')

/** Renders each recorded island into its place in the page's HTML. */
export async function fillIslands(html: string, recorded: Recorded[]): Promise<string> {
  const filled = new Map<string, string>()
  for (const match of html.matchAll(PLACE)) {
    const [place, name, key] = match
    const entry = recorded[Number(key)]
    const definition = islands[name!]
    if (!entry || !definition || entry.name !== name) throw new Error(`Island ${name} #${key}: nothing recorded for it`)
    const Component = await definition.load()
    const inner = renderToString(
      <IslandTree router={definition.router ? entry.router : undefined}>
        <Component {...entry.props} />
      </IslandTree>,
      { identifierPrefix: islandIdPrefix(key!) },
    )
    filled.set(place, place.replace(/<\/div>$/, `${inner}</div>`))
  }
  return html.replace(PLACE, (place) => filled.get(place) ?? place)
}
