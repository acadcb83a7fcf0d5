import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] })
const ctx = await browser.newContext()
const paths = ['/', '/about', '/tours', '/tours/brooklyn-heights','/tours/private-tours','/gallery','/blog','/blog?post=1','/contact','/petition-tom','/press-kit','/booking','/in-the-news','/sitemap','/survey','/nope','/tours/nope','/petition-bob']
for (const p of paths) {
  const page = await ctx.newPage()
  const ext = new Set(); const errs = []
  page.on('request', r => { if (!r.url().startsWith('http://127.0.0.1')) ext.add(r.url()) })
  page.on('console', m => { if (m.type()==='error' || m.type()==='warning') errs.push(m.type()+': '+m.text()) })
  page.on('pageerror', e => errs.push('pageerror '+e.message))
  await page.goto('http://127.0.0.1:4317'+p, { waitUntil: 'networkidle' })
  await page.waitForTimeout(300)
  console.log(p, await page.title(), '| h1:', await page.locator('h1').allInnerTexts(), [...ext], errs)
  await page.close()
}
await browser.close()
