/**
 * Which Chromium the tests drive: CHROME_PATH, else Debian's /usr/bin/chromium, else Playwright's own
 * browser (on a laptop that ran `npx playwright install`).
 */
import { existsSync } from 'node:fs'

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  (path): path is string => Boolean(path),
)

export const chromiumPath = candidates.find((path) => existsSync(path))

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
