// Lighthouse 11's PWA category against the production build (home page and a tour page). Exits non-zero
// unless every automated PWA audit passes. The checks Lighthouse dropped (a worker controls the page, the
// start URL answers offline) are Playwright tests in e2e/offline.spec.ts.
import lighthouse from 'lighthouse'
import { launchLighthouseChrome } from './lighthouse-chrome.mjs'
import { preview } from 'vite'

const port = Number(process.env.LIGHTHOUSE_PORT) || 4319
const pages = ['/', '/tours/brooklyn-heights']

const server = await preview({ preview: { port, strictPort: true } })
const chrome = await launchLighthouseChrome({ localOnly: false })
let failed = 0
try {
  for (const path of pages) {
    const result = await lighthouse(`http://127.0.0.1:${port}${path}`, {
      port: chrome.port,
      onlyCategories: ['pwa'],
      output: 'json',
      logLevel: 'error',
    })
    const category = result.lhr.categories.pwa
    const audits = category.auditRefs
      .map((ref) => result.lhr.audits[ref.id])
      .filter((audit) => audit.scoreDisplayMode !== 'manual')
    for (const audit of audits) {
      const passed = audit.score === 1 || audit.scoreDisplayMode === 'notApplicable'
      if (!passed) failed += 1
      console.log(
        `${passed ? 'pass' : 'FAIL'}  ${path}  ${audit.id}${passed ? '' : `: ${audit.title}${audit.explanation ? ` (${audit.explanation})` : ''}`}`,
      )
    }
  }
} finally {
  await chrome.close()
  await server.close()
}
console.log(failed === 0 ? 'Lighthouse PWA: every automated audit passed' : `Lighthouse PWA: ${failed} audit(s) failed`)
process.exit(failed === 0 ? 0 : 1)
