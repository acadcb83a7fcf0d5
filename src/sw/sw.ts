/// <reference lib="webworker" />
import type { PrecacheEntry } from 'workbox-precaching'
import { registerLifecycle } from './lifecycle'
import { registerNavigation } from './navigation'
import { registerPrecache } from './precache'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> }

registerLifecycle()
registerNavigation()
registerPrecache(self.__WB_MANIFEST)
