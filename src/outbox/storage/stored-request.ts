/**
 * A Request as the outbox keeps it in IndexedDB: plain data (a Request object cannot be stored). The shape is the
 * one workbox-background-sync 7's StorableRequest wrote, which the outbox used until 2026-11: records queued by an
 * earlier version of the site, still in a guest's browser, read back unchanged. Our own module rather than that
 * class, which Workbox does not export (it lives under its package's lib/ folder) and may change in any release.
 */

/** The Request properties kept besides URL, headers and body (the ones a Request constructor accepts back). */
const KEPT_PROPERTIES = [
  'method',
  'referrer',
  'referrerPolicy',
  'mode',
  'credentials',
  'cache',
  'redirect',
  'integrity',
  'keepalive',
] as const satisfies ReadonlyArray<keyof Request & keyof RequestInit>

type KeptProperty = (typeof KEPT_PROPERTIES)[number]

export type StoredRequest = { url: string; headers?: Record<string, string>; body?: ArrayBuffer } & Partial<
  Pick<Request, KeptProperty>
>

/**
 * The request as data. The body is an ArrayBuffer, not a Blob: Safari cannot always keep Blobs in IndexedDB
 * (dexie issue 618, the reason Workbox chose the same).
 */
export async function storeRequest(request: Request): Promise<StoredRequest> {
  const headers: Record<string, string> = {}
  for (const [name, value] of request.headers.entries()) headers[name] = value
  const stored: StoredRequest = { url: request.url, headers }
  if (request.method !== 'GET') stored.body = await request.clone().arrayBuffer()
  for (const property of KEPT_PROPERTIES) {
    if (request[property] !== undefined) (stored as Record<KeptProperty, unknown>)[property] = request[property]
  }
  return stored
}

/** The request again, ready to send. */
export function restoreRequest(stored: StoredRequest): Request {
  // A navigation's mode cannot be given to a Request a script makes; `same-origin` is what it meant.
  const mode = stored.mode === 'navigate' ? 'same-origin' : stored.mode
  return new Request(stored.url, { ...stored, mode })
}

/** Whether a stored value has the shape `restoreRequest` needs (records of an older version or a corrupted entry may not). */
export function isStoredRequest(value: unknown): value is StoredRequest {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const stored = value as Record<string, unknown>
  if (typeof stored.url !== 'string' || !URL.canParse(stored.url)) return false
  if (stored.method !== undefined && typeof stored.method !== 'string') return false
  const headers = stored.headers
  if (
    headers !== undefined &&
    (typeof headers !== 'object' ||
      headers === null ||
      Array.isArray(headers) ||
      !Object.values(headers).every((header) => typeof header === 'string'))
  )
    return false
  return stored.body === undefined || stored.body instanceof ArrayBuffer
}
