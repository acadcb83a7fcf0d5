/**
 * A self-signed certificate for 127.0.0.1, made with openssl for one run, and the hash of its public key: Chromium's
 * `--ignore-certificate-errors-spki-list` trusts exactly that key, so a page served with it is a secure origin
 * (a service worker registers, and Lighthouse measures it as it would a real host) while every other certificate
 * error stays an error. The bench's hosted measurements use it (scripts/bench/photos.mjs).
 */
import { spawnSync } from 'node:child_process'
import { createHash, X509Certificate } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Runs openssl. */
function openssl(args) {
  const result = spawnSync('openssl', args)
  if (result.status !== 0)
    throw new Error(`openssl ${args[0]} failed (apt-get install openssl): ${result.error ?? String(result.stderr)}`)
}

/**
 * A self-signed certificate (an EC P-256 key, valid two days) for `commonName` and `altNames` (openssl's
 * subjectAltName entries, `DNS:host` or `IP:address`), as key.pem and cert.pem in a scratch folder; `cleanup` removes
 * it. Also used by the browser suites' stand-ins for the third-party hosts (e2e/provider-stand-in.ts).
 */
export function makeSelfSignedCertificate({ commonName, altNames }) {
  const dir = mkdtempSync(join(tmpdir(), 'local-cert-'))
  const key = join(dir, 'key.pem')
  const cert = join(dir, 'cert.pem')
  try {
    openssl([
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${commonName}`,
      '-addext',
      `subjectAltName=${altNames.join(',')}`,
      '-keyout',
      key,
      '-out',
      cert,
    ])
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  return { key, cert, cleanup: () => rmSync(dir, { recursive: true, force: true }) }
}

/** A certificate for 127.0.0.1, with the hash of its public key that Chromium is told to trust. */
export function makeLocalCertificate() {
  const certificate = makeSelfSignedCertificate({ commonName: '127.0.0.1', altNames: ['IP:127.0.0.1'] })
  const der = new X509Certificate(readFileSync(certificate.cert)).publicKey.export({ type: 'spki', format: 'der' })
  return { ...certificate, spki: createHash('sha256').update(der).digest('base64') }
}
