/// <reference lib="webworker" />
import type { PrecacheEntry } from 'workbox-precaching'
import { registerLifecycle } from './lifecycle'
import { registerNavigation } from './navigation'
import { registerOutbox } from '../outbox/worker/background-sync'
import { registerPrecache } from './precache'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> }

registerLifecycle()
registerNavigation()
registerOutbox()
registerPrecache(self.__WB_MANIFEST)
