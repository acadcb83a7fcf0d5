/**
 * The gateway's error probe: an inline script added to the head of each HTML document on its way to the browser,
 * which records uncaught errors, unhandled rejections, Content-Security-Policy violations, failed resource loads and
 * console.error calls into `window.__engineProbe`, where a test reads them (WebDriver has no console log). It also
 * counts the documents loaded in the tab in sessionStorage (`__engineLoads`), for "exactly one reload". Its sha256
 * hash is added to the script-src of the document's Content-Security-Policy header and <meta http-equiv> policy, so
 * the page's own policy allows it. App code is not touched.
 */
import { createHash } from 'node:crypto'

export const PROBE_GLOBAL = '__engineProbe'
export const LOADS_KEY = '__engineLoads'

const PROBE = `(function(){var log=window.${PROBE_GLOBAL}=[];
try{sessionStorage.setItem('${LOADS_KEY}',String(Number(sessionStorage.getItem('${LOADS_KEY}')||0)+1))}catch(e){}
function text(v){try{if(v instanceof Error)return v.name+': '+v.message;if(typeof v==='string')return v;var s=JSON.stringify(v);return s===undefined?String(v):s}catch(e){return String(v)}}
addEventListener('error',function(e){var t=e.target;if(t&&t!==window&&t.nodeType===1){log.push('failed to load '+t.tagName.toLowerCase()+(t.rel?'['+t.rel+']':'')+': '+(t.currentSrc||t.src||t.href||''));return}log.push('uncaught '+(e.error?text(e.error):e.message)+' ('+e.filename+':'+e.lineno+')')},true);
addEventListener('unhandledrejection',function(e){log.push('unhandled rejection: '+text(e.reason))});
addEventListener('securitypolicyviolation',function(e){log.push('CSP violation: '+e.violatedDirective+' blocked '+(e.blockedURI||'inline')+' ('+e.sourceFile+':'+e.lineNumber+')')},true);
var original=console.error;console.error=function(){log.push('console.error: '+Array.prototype.map.call(arguments,text).join(' '));return original.apply(console,arguments)};})();`

/** The policy source that allows one inline script. */
function hashOf(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`
}

/** Adds the scripts' hashes to a policy's script-src (or default-src when it has none). */
export function allowScripts(policy: string, scripts: readonly string[]): string {
  const directives = policy.split(';').map((part) => part.trim())
  const index = directives.findIndex((part) => part.startsWith('script-src '))
  const at = index >= 0 ? index : directives.findIndex((part) => part.startsWith('default-src '))
  if (at < 0) return policy
  directives[at] = [directives[at], ...scripts.map(hashOf)].join(' ')
  return directives.filter(Boolean).join('; ')
}

const META_POLICY = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\s*\/?>/i

/**
 * The document with the probe at the top of its head, followed by any `extra` inline scripts (a fault a test makes:
 * see Network.fault), and the header policy that allows them.
 */
export function injectErrorProbe(
  html: string,
  headerPolicy: string | undefined,
  extra: readonly string[] = [],
): { html: string; policy: string | undefined } {
  const scripts = [PROBE, ...extra]
  const tags = scripts.map((script) => `<script>${script}</script>`).join('')
  let out: string
  const meta = META_POLICY.exec(html)
  if (meta) {
    const tag = meta[0].replace(meta[1]!, () => allowScripts(meta[1]!, scripts))
    out = html.slice(0, meta.index) + tag + tags + html.slice(meta.index + meta[0].length)
  } else if (/<head[^>]*>/i.test(html)) {
    out = html.replace(/<head[^>]*>/i, (head) => head + tags)
  } else {
    out = tags + html
  }
  return { html: out, policy: headerPolicy === undefined ? undefined : allowScripts(headerPolicy, scripts) }
}
