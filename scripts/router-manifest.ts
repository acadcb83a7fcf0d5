/**
 * Turns Vite's build manifest into TanStack Router's asset manifest, and writes the page's one inline bootstrap
 * script, which completes the page's critical CSS (scripts/critical-css.ts) with the rest of the stylesheet and
 * starts the app only after the prerendered page has painted (decision 0012). The manifest holds neither: the
 * stylesheet as an asset, React would link it at hydration and the browser would restyle the whole page; the
 * script as an asset, the router would also serialize its text into the page's state, 1.2 KB gzip more per page.
 * The prerender puts the script at the end of the body (`withBootstrap`).
 * No modulepreload links go into the HTML: fetched before the first paint, they would compete with the page and
 * its hero picture for the connection. The bootstrap preloads the entry's static imports when it imports the
 * entry; a route's own chunk and its imports load with Vite's preload helper when the router asks for them.
 */
import type { Manifest as ViteManifest } from 'vite'
import { EARLY_INSTALL_PROMPT } from '../src/pwa/early-install-prompt.ts'
import { RULES_ATTR } from './critical-css.ts'
import { EARLY_INPUT } from '../src/lib/early-input.ts'

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

/** The site stylesheet's URL (none in an app without CSS). With cssCodeSplit off there is one, as its own entry. */
export function siteStylesheet(vite: ViteManifest): string | null {
  const css = [
    ...new Set(Object.values(vite).flatMap((chunk) => [...(chunk.css ?? []), ...(chunk.file.endsWith('.css') ? [chunk.file] : [])])),
  ]
  if (css.length > 1) throw new Error(`Expected one stylesheet in the build, found ${css.length}: ${css.join(', ')}`)
  return css[0] ? `/${css[0]}` : null
}

export function buildRouterManifest(vite: ViteManifest, entryKey = 'index.html'): RouterAssetManifest {
  if (!vite[entryKey]) throw new Error(`Vite manifest has no entry "${entryKey}"`)
  return { routes: { __root__: {} } }
}

/** The bootstrap script of a build: its entry, the entry's static imports and the site stylesheet. */
export function bootstrapFor(vite: ViteManifest, entryKey = 'index.html'): string {
  const entry = vite[entryKey]
  if (!entry) throw new Error(`Vite manifest has no entry "${entryKey}"`)
  const preloads = [...new Set(staticImports(vite, entryKey))].filter((file) => file !== entry.file).map((file) => `/${file}`)
  return bootstrapScript(`/${entry.file}`, preloads, siteStylesheet(vite))
}

/** A prerendered page with the bootstrap script as the last element of its body. */
export function withBootstrap(html: string, script: string): string {
  const end = html.lastIndexOf('</body>')
  if (end === -1) throw new Error('The page has no </body> for the bootstrap script')
  return `${html.slice(0, end)}<script>${script}</script>${html.slice(end)}`
}

/**
 * The page's only executable inline script (its CSP hash is taken at prerender). It waits until the page has
 * painted: the first contentful paint (a `paint` PerformanceObserver; where that entry type is unknown, the next
 * frame) and the hero picture (the one `fetchpriority="high"` image) loaded or failed, then two frames more so it
 * is on screen; in any case no longer than 3 s. So the prerendered page, its critical CSS and its hero are
 * painted before any script or stylesheet is fetched. Then it fetches the stylesheet (one rule per line) and puts
 * the lines the page's `<style data-rules="a-b">` slices lack around them, in <style> elements of at most
 * `CSS_PIECE_CHARS` characters and a few per task, so the page has every rule in the stylesheet's order
 * (scripts/critical-css.ts); if that fails, or the page has no slices, it links the stylesheet. Meanwhile it preloads the entry's imports and evaluates them one per task (so
 * that no single task evaluates ReactDOM, the router and the app together); it imports the entry once the styles
 * are in. If a chunk fails, the entry is imported at once; if the entry cannot load, the prerendered page stays as
 * it is: readable, its links working.
 */
/**
 * The most CSS text the bootstrap puts in the page in one task. Blink parses a <style> as it is inserted: the whole
 * rest of the stylesheet (about 45 KB) at once was one 5-20 ms task on this machine, four times that on Lighthouse's
 * phone CPU; pieces of 8,000 characters take 1-3 ms each (decision 0012, item 13).
 */
export const CSS_PIECE_CHARS = 8000

export function bootstrapScript(entry: string, preloads: string[], stylesheet: string | null): string {
  return [
    '(function(){var d=document,h=d.head,started=false,painted=false,heroReady=false;',
    // A prompt the browser offers before the app has started is kept for it (src/pwa/install.ts).
    `addEventListener("beforeinstallprompt",function(e){e.preventDefault();window.${EARLY_INSTALL_PROMPT}=e});`,
    `var U=${JSON.stringify(stylesheet)};`,
    'function link(){var l=d.createElement("link");l.rel="stylesheet";l.href=U;h.appendChild(l)}',
    // The lines [a, b) of the stylesheet in a <style> put before the element `at` (after it when `after`); returns it.
    'function put(L,a,b,at,after){var s=d.createElement("style");s.textContent=L.slice(a,b).join("\\n");at.parentNode.insertBefore(s,after?at.nextSibling:at);return s}',
    // Each run of missing lines, cut into pieces of at most B characters: [first line, end, the slice it goes before
    // (null: after the last slice, in order), its length]. Each task puts pieces up to B characters, so no task parses the whole
    // stylesheet at once (a 5-20 ms task otherwise).
    `var B=${CSS_PIECE_CHARS};`,
    'function pieces(L,a,b,at,J){var i=a,n=0;for(var j=a;j<b;j++){n+=L[j].length+1;if(n>=B||j===b-1){J.push([i,j+1,at,n]);i=j+1;n=0}}}',
    'function styles(){',
    `var S=d.querySelectorAll("style[${RULES_ATTR}]");if(!U)return Promise.resolve();if(!S.length){link();return Promise.resolve()}`,
    'return fetch(U).then(function(r){if(!r.ok)throw new Error(r.status);return r.text()}).then(function(t){',
    'var L=t.split("\\n"),p=0,J=[],last=S[S.length-1];',
    `S.forEach(function(s){var r=s.getAttribute("${RULES_ATTR}").split("-");pieces(L,p,+r[0],s,J);p=+r[1]+1});`,
    'pieces(L,p,L.length,null,J);',
    // A piece that cannot be put (in a later task, outside the promise's own error handling) links the stylesheet
    // instead, and the app still starts.
    'return new Promise(function(done){(function step(){try{var n=0;while(J.length&&n<B){var j=J.shift();n+=j[3];',
    'if(j[2])put(L,j[0],j[1],j[2],false);else last=put(L,j[0],j[1],last,true)}}catch(e){link();J=[]}if(J.length)setTimeout(step,0);else done()})()})',
    '}).catch(link)}',
    'var css,fast=false,entered=false;',
    'function start(){if(started)return;started=true;',
    `var C=${JSON.stringify(preloads)};`,
    'C.forEach(function(u){var l=d.createElement("link");l.rel="modulepreload";l.href=u;h.appendChild(l)});',
    // The stylesheet's fetch starts in the next task, so this one only starts the downloads.
    'css=new Promise(function(r){setTimeout(function(){styles().then(r,r)},0)});',
    // Each chunk is evaluated in a task of its own (all of them downloading at once), the entry last; a guest
    // waiting on a tap gets the entry at once.
    'var i=0;function next(){if(fast)return entry();if(i<C.length)import(C[i++]).then(function(){setTimeout(next,0)},entry);else entry()}',
    'next()}',
    'function entry(){if(entered)return;entered=true;',
    `(fast?Promise.resolve():css).then(function(){return import(${JSON.stringify(entry)})}).catch(function(e){console.error("The app could not start; the page works without it",e)})}`,
    // A tap kept by the early input script (scripts/early-input.ts) starts the app now, not after the hero.
    `var E=window.${EARLY_INPUT};if(E){E.wake=function(){fast=true;start();entry()};if(E.taps.length||E.submits.length)E.wake()}`,
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
