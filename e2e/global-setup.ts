/** Before the Chromium suite: the booking provider's stand-in, for every page of every test (see provider-stand-in.ts). */
import type { FullConfig } from '@playwright/test'
import { startProviderStandIn } from './provider-stand-in'

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const baseURL = config.projects[0]?.use.baseURL
  if (!baseURL) throw new Error('playwright.config.ts sets no baseURL')
  return startProviderStandIn(Number(new URL(baseURL).port))
}
