/**
 * The chunks of the parts a page loads after it has hydrated (src/app/shell/ShellOverlays.tsx: the booking
 * bar, the status pills, the outbox's status, the toasts' list), by a request's URL or path. Shared by the Chromium
 * and the Firefox/WebKit journeys in which a signal drops as they load.
 */
export const LATE_PART_CHUNK = /\/assets\/(StickyBookingBar|AppStatus|OutboxStatus|Toaster)-[^/?]+\.js(\?|$)/
