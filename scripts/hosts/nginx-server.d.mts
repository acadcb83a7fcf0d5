export function startNginx(options?: {
  outDir?: string
  port?: number
}): Promise<{ url: string; stop(): Promise<void> }>
