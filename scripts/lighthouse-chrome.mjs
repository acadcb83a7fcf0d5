/**
 * The Chromium every Lighthouse run of the project uses (the PWA and audit checks of `npm test`, and the bench):
 * Debian's, or CHROME_PATH, headless, with the flags a container needs.
 */
import { existsSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'

export const chromePath = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (path) => path && existsSync(path),
)

/** Every host name but the local one fails to resolve, so no measured request can leave the machine. */
export const LOCAL_ONLY = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'

/**
 * `localOnly`: no request may leave the machine (the bench); the checks of `npm test` leave resolution alone.
 * `trustSpki`: the base64 SHA-256 of a local host's public key (scripts/hosts/self-signed.mjs), trusted as a real
 * certificate would be.
 */
export async function launchLighthouseChrome({ localOnly = true, trustSpki = null } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...(localOnly ? [LOCAL_ONLY] : []),
      ...(trustSpki ? [`--ignore-certificate-errors-spki-list=${trustSpki}`] : []),
    ],
  })
  return { port: chrome.port, close: () => chrome.kill() }
}
