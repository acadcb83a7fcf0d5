/**
 * Turns Vite's build manifest into TanStack Router's asset manifest: the root route gets the stylesheet (which
 * the prerender replaces with the page's critical CSS, scripts/critical-css.ts) and one inline bootstrap script,
 * which links the stylesheet and starts the app only after the prerendered page has painted (decision 0012).
 * No modulepreload links go into the HTML: fetched before the first paint, they would compete with the page and
 * its hero picture for the connection. The bootstrap preloads the entry's static imports when it imports the
 * entry; a route's own chunk and its imports load with Vite's preload helper when the router asks for them.
 */
import type { Manifest as ViteManifest } from 'vite'
import { EARLY_INSTALL_PROMPT } from '../src/pwa/early-install-prompt.ts'

interface ManifestRoute {
  preloads?: string[]
  css?: string[]
  scripts?: Array<{ attrs: Record<string, string>; children?: string }>
}

export interface RouterAssetManifest {
  routes: Record<string, ManifestRoute>
}

/** TanStack's flat file names to route ids: tours.$slug.tsx → /tours/$slug, blog.index.tsx → /blog/. */
export function routeIdFromFile(file: string): string {
  const name = file.replace(/^src\/routes\//, '').replace(/\.tsx?$/, '')
  if (name === '__root') return '__root__'
  if (name === 'index') return '/'
  return `/${name.split('.').map((segment) => (segment === 'index' ? '' : segment)).join('/')}`
}

function staticImports(vite: ViteManifest, key: string, seen = new Set<string>()): string[] {
  const chunk = vite[key]
  if (!chunk || seen.has(key)) return []
  seen.add(key)
  return [chunk.file, ...(chunk.imports ?? []).flatMap((child) => staticImports(vite, child, seen))]
}

export function buildRouterManifest(vite: ViteManifest, entryKey = 'index.html'): RouterAssetManifest {
  const entry = vite[entryKey]
  if (!entry) throw new Error(`Vite manifest has no entry "${entryKey}"`)
  const entryFiles = new Set(staticImports(vite, entryKey))
  // With cssCodeSplit off, Vite lists the one stylesheet as its own manifest entry rather than on a chunk.
  const css = [
    ...new Set(Object.values(vite).flatMap((chunk) => [...(chunk.css ?? []), ...(chunk.file.endsWith('.css') ? [chunk.file] : [])])),
  ]
  const preloads = [...entryFiles].filter((file) => file !== entry.file).map((file) => `/${file}`)
  return {
    routes: {
      __root__: {
        css: css.map((file) => `/${file}`),
        scripts: [{ attrs: {}, children: bootstrapScript(`/${entry.file}`, preloads, css.map((file) => `/${file}`)) }],
      },
    },
  }
}

/**
 * The page's only executable inline script (its CSP hash is taken at prerender). It waits until the page has
 * painted: the first contentful paint (a `paint` PerformanceObserver; where that entry type is unknown, the next
 * frame) and the hero picture (the one `fetchpriority="high"` image) loaded or failed, then two frames more so it
 * is on screen; in any case no longer than 3 s. So the prerendered page, its critical CSS and its hero are
 * painted before any script or the full stylesheet is fetched. Then it links the full stylesheet (as React would,
 * so React adopts it), preloads the entry's imports, evaluates them one per task (so that no single task
 * evaluates ReactDOM, the router and the app together) and imports the entry. If a chunk fails, the entry is
 * imported at once; if the entry cannot load, the prerendered page stays as it is: readable, its links working.
 */
export function bootstrapScript(entry: string, preloads: string[], stylesheets: string[]): string {
  return [
    '(function(){var d=document,h=d.head,started=false,painted=false,heroReady=false;',
    // A prompt the browser offers before the app has started is kept for it (src/pwa/install.ts).
    `addEventListener("beforeinstallprompt",function(e){e.preventDefault();window.${EARLY_INSTALL_PROMPT}=e});`,
    'function start(){if(started)return;started=true;',
    `${JSON.stringify(stylesheets)}.forEach(function(u){var l=d.createElement("link");l.rel="stylesheet";l.href=u;l.setAttribute("data-precedence","default");h.appendChild(l)});`,
    `var C=${JSON.stringify(preloads)};`,
    'C.forEach(function(u){var l=d.createElement("link");l.rel="modulepreload";l.href=u;h.appendChild(l)});',
    // Each chunk is evaluated in a task of its own (all of them downloading at once), the entry last.
    'var i=0;function next(){if(i<C.length)import(C[i++]).then(function(){setTimeout(next,0)},entry);else entry()}',
    `function entry(){i=C.length;import(${JSON.stringify(entry)}).catch(function(e){console.error("The app could not start; the page works without it",e)})}`,
    'next()}',
    'function ready(){if(painted&&heroReady)requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0)})})}',
    'var hero=d.querySelector("img[fetchpriority=high]");',
    'if(!hero||hero.complete)heroReady=true;',
    'else{var loaded=function(){heroReady=true;ready()};hero.addEventListener("load",loaded);hero.addEventListener("error",loaded)}',
    'var P=window.PerformanceObserver;',
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){',
    'var o=new P(function(list){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();painted=true;ready()}});',
    'o.observe({type:"paint",buffered:true})}else{painted=true;ready()}',
    'setTimeout(start,3000)})()',
  ].join('')
}
