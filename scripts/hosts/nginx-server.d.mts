export function startNginx(options?: {
  outDir?: string
  port?: number
  tls?: { cert: string; key: string } | null
  bare?: boolean
}): Promise<{ url: string; stop(): Promise<void> }>
