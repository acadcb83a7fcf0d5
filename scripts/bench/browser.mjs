/** Playwright's Chromium as the e2e suite launches it (e2e/browser.ts), held to local addresses. */
import { resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { importTs } from './import-ts.mjs'
import { LOCAL_ONLY } from './lighthouse.mjs'

/** Lighthouse's mobile screen (Moto G Power), so "above the fold" means the same viewport in both. */
export const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }

/** A desktop window (mouse, no touch): the header shows the desktop navigation, with the Tours drop-down. */
export const DESKTOP = {
  viewport: { width: 1280, height: 800 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
}

export async function launchBrowser(root) {
  const module = await importTs(resolve(root, 'e2e/browser.ts'))
  return chromium.launch({ executablePath: module.chromiumPath, args: [...module.chromiumArgs, LOCAL_ONLY] })
}
