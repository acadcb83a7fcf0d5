// Captures the install-sheet screenshots of the web app manifest (public/screenshots) from the production
// build, in Chromium: `npm run build && node scripts/capture-screenshots.mjs`. Re-run when the home page changes.
import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { preview } from 'vite'

const chromiumPath = [process.env.CHROME_PATH, '/usr/bin/chromium'].find((path) => path && existsSync(path))
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run']

const shots = [
  { file: 'public/screenshots/home-narrow.png', width: 390, height: 844, deviceScaleFactor: 1, isMobile: true },
  { file: 'public/screenshots/home-wide.png', width: 1280, height: 800, deviceScaleFactor: 1, isMobile: false },
]

const server = await preview({ preview: { port: 4399, strictPort: true } })
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
await mkdir('public/screenshots', { recursive: true })
try {
  for (const shot of shots) {
    const page = await browser.newPage({
      viewport: { width: shot.width, height: shot.height },
      deviceScaleFactor: shot.deviceScaleFactor,
      isMobile: shot.isMobile,
      serviceWorkers: 'block',
    })
    await page.goto('http://127.0.0.1:4399/', { waitUntil: 'networkidle' })
    const png = await page.screenshot()
    await sharp(png).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(shot.file)
    console.log(`wrote ${shot.file}`)
    await page.close()
  }
} finally {
  await browser.close()
  await server.close()
}
