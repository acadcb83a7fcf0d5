/**
 * The owner's editor (decision 0025): writes dist/admin/ in the client build, apart from the guests' app. Its page
 * (admin/index.html, with its policy as a <meta> too), Decap CMS's prebuilt script, copied from node_modules (nothing
 * is fetched from a CDN), and config.yml, generated from the content schema (scripts/content/editor-config.ts). No
 * guest page links to it, the worker neither precaches it (scripts/pwa-options.ts) nor answers it
 * (src/sw/network-only.ts), and every host sends it the editor's own headers (scripts/host-headers.ts editorHeaders).
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { demoSettings } from '../src/config.ts'
import { images, PHONE_SLICED_KINDS } from '../src/content/images.ts'
import { photoSetFor } from './photos/photo-set.ts'
import { withPolicyMeta } from './document-security.ts'
import { DEFAULT_LOCAL_PORT, editorConfigYaml, localBackendUrl } from './content/editor-config.ts'
import { loadContent } from './content/load.ts'

/** Decap's one-file build. Its numbered chunks are CodeMirror modes for the code widget, which the config never uses. */
const DECAP_FILES = ['decap-cms.js', 'decap-cms.js.LICENSE.txt'] as const

/** The port of the editor's local backend: CMS_LOCAL_PORT, else decap-server's default (8081). */
export function localBackendPort(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const port = Number(env.CMS_LOCAL_PORT)
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : DEFAULT_LOCAL_PORT
}

/**
 * The editor's Content-Security-Policy. Decap's bundle needs more than the guests' pages are allowed, and only here:
 * - script-src 'unsafe-eval': its config check (ajv) compiles validators with `new Function`;
 * - style-src 'unsafe-inline': its styles are injected at run time (emotion);
 * - connect-src: GitHub's API (the production backend) and the local backend of `npm run cms`;
 * - img-src: GitHub avatars (the signed-in owner), blob: (the media it reads through its backend) and data:.
 * No third-party script, no frame (its preview pane is a srcdoc frame, which frame-src does not govern), no form target.
 * Found by running it in Chromium under a tighter policy and reading the violations (decision 0025).
 */
export function editorContentSecurityPolicy(localBackend: string, delivery: 'header' | 'meta'): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'unsafe-eval'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", 'https://api.github.com', new URL(localBackend).origin]],
    ['frame-src', ["'none'"]],
    ['form-action', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
  ]
  if (delivery === 'header') directives.push(['frame-ancestors', ["'none'"]])
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ')
}

/** The policy the hosts send with /admin/ (the build records it beside the documents' policies). */
export const editorPolicy = (env: Readonly<Record<string, string | undefined>> = process.env) =>
  editorContentSecurityPolicy(localBackendUrl(localBackendPort(env)), 'header')

/**
 * The pictures a post may show at its top: the names scripts/content/load.ts accepts for "image", the wide drawings
 * and the files of the photos list (a post's own photo).
 */
export const postImageNames = (root = process.cwd()): string[] => {
  const { entries } = photoSetFor(root)
  const files = (Array.isArray(entries) ? entries : []).flatMap((entry: unknown) => {
    const file = (entry as { file?: unknown } | null)?.file
    return typeof file === 'string' && file.trim() ? [file.trim()] : []
  })
  return [...images.filter((entry) => PHONE_SLICED_KINDS.includes(entry.kind)).map((entry) => entry.name), ...files]
}

export function editorPlugin(): Plugin {
  let root = process.cwd()
  let env: Record<string, string | undefined> = {}
  return {
    name: 'cat-tours:editor',
    apply: 'build',
    configResolved(config) {
      root = config.root
      // The VITE_ settings as the build reads them (shell and .env files, Vite's precedence), as src/config.ts gets them.
      env = { ...config.env, CMS_LOCAL_PORT: process.env.CMS_LOCAL_PORT }
    },
    async generateBundle() {
      if (this.environment.config.build.ssr) return
      const local = localBackendUrl(localBackendPort(env))
      const page = await readFile(resolve(root, 'admin/index.html'), 'utf8')
      this.emitFile({
        type: 'asset',
        fileName: 'admin/index.html',
        source: withPolicyMeta(page, editorContentSecurityPolicy(local, 'meta')),
      })
      this.emitFile({
        type: 'asset',
        fileName: 'admin/config.yml',
        source: editorConfigYaml({
          repo: env.VITE_CMS_REPO ?? demoSettings.VITE_CMS_REPO,
          siteUrl: env.VITE_SITE_URL ?? demoSettings.VITE_SITE_URL,
          localBackendUrl: local,
          categories: loadContent(root).blog.categories,
          postImages: postImageNames(root),
        }),
      })
      const decap = dirname(createRequire(join(root, 'package.json')).resolve('decap-cms/package.json'))
      for (const file of DECAP_FILES)
        this.emitFile({ type: 'asset', fileName: `admin/${file}`, source: await readFile(join(decap, 'dist', file)) })
    },
  }
}
