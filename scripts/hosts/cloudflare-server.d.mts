export function startCloudflare(options?: {
  outDir?: string
  port?: number
}): Promise<{ url: string; stop(): Promise<void> }>
