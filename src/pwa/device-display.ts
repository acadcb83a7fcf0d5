/**
 * Tells the worker, before it installs, which screen it serves: an install downloads each picture only at the
 * variant this screen displays (src/lib/picture-selection.ts). Kept in IndexedDB, where the worker reads it; when
 * storage refuses, the worker downloads every variant, as it did before.
 */
import { DEVICE_DISPLAY, setPreference } from '../db/preferences'
import type { DeviceDisplay } from '../lib/picture-selection'

/** A 1×1 AVIF (276 bytes): whether it decodes is whether this browser shows the AVIF sources of a <picture>. */
const ONE_PIXEL_AVIF =
  'data:image/avif;base64,AAAAHGZ0eXBhdmlmAAAAAG1pZjFhdmlmbWlhZgAAANZtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAACJpbG9jAAAAAERAAAEAAQAAAAAA+gABAAAAAAAAABoAAAAjaWluZgAAAAAAAQAAABVpbmZlAgAAAAABAABhdjAxAAAAAA5waXRtAAAAAAABAAAAVmlwcnAAAAA4aXBjbwAAAAxhdjFDgSACAAAAABRpc3BlAAAAAAAAAAEAAAABAAAAEHBpeGkAAAAAAwgICAAAABZpcG1hAAAAAAAAAAEAAQOBAgMAAAAibWRhdBIACgc4AAaQENBpMg0ZQmMEwAA0AASQQM1A'

function decodesAvif(): Promise<boolean> {
  const probe = new Image()
  probe.src = ONE_PIXEL_AVIF
  return probe.decode().then(
    () => probe.naturalWidth > 0,
    () => false,
  )
}

/**
 * This device's screen in CSS pixels (the window may be narrower now and widen later, so the larger of the two), its
 * pixel ratio, and AVIF support.
 */
export async function describeDevice(): Promise<DeviceDisplay> {
  return {
    width: Math.max(screen.width, window.innerWidth),
    height: Math.max(screen.height, window.innerHeight),
    dpr: window.devicePixelRatio || 1,
    avif: await decodesAvif(),
  }
}

/** Stores the description for the worker; never throws (without it the worker takes every variant). */
export async function saveDeviceDisplay(): Promise<void> {
  try {
    await setPreference(DEVICE_DISPLAY, await describeDevice())
  } catch (error) {
    console.warn('Could not describe this screen to the service worker; it will save every picture size.', error)
  }
}
