import lighthouse from 'lighthouse'
import { serveApp } from './servers.mjs'
import { launchLighthouseChrome, summarize } from './lighthouse.mjs'
const app = await serveApp(process.cwd(), 4451)
const chrome = await launchLighthouseChrome()
for (const blocked of [[], ['*/sw.js'], [], ['*/sw.js']]) {
  const t = performance.now()
  const r = await lighthouse(app.url + '/', { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error', blockedUrlPatterns: blocked })
  const reqs = r.lhr.audits['network-requests'].details.items
  const lcpEl = r.lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet
  const phases = r.lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items
  console.log(blocked, JSON.stringify(summarize(r.lhr, app.url)), 'requests', reqs.length, 'ms', Math.round(performance.now() - t))
  console.log(' LCP el', lcpEl, JSON.stringify(phases))
}
await chrome.close(); await app.close()
