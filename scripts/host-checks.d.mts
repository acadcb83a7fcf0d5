export interface HostExpectations {
  documents: Array<{ url: string; file: string; status: number; title: string }>
  legacyRedirects: ReadonlyArray<readonly [string, string]>
  policies: {
    headers: Record<string, string>
    byFile: Record<string, string>
    byPath: Record<string, string>
    editor: string
  }
  scriptChunk: string
  resolveDocument: (pathname: string, search?: string) => { kind: string; file?: string }
}
export const BLOG_QUERIES: readonly string[]
export function loadExpectations(options?: {
  root?: string
  outDir?: string
  ssrDir?: string
}): Promise<HostExpectations>
export function runHostChecks(
  base: string,
  expected: HostExpectations,
  options?: { hidesBuildFiles?: boolean },
): Promise<{ passed: number; failures: string[] }>
