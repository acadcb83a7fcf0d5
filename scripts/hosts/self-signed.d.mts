export interface CertificateFiles {
  key: string
  cert: string
  cleanup(): void
}
export function makeSelfSignedCertificate(options: { commonName: string; altNames: string[] }): CertificateFiles
export function makeLocalCertificate(): CertificateFiles & { spki: string }
