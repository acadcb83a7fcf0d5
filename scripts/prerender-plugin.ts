/**
 * After the client build is written: renders every page of the route table (and each blog post view) to static
 * HTML with the server entry, and emits the static-host files (_redirects, _headers, robots.txt, sitemap.xml) and, beside the output folder,
 * nginx's (scripts/nginx-config.ts).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import type { Manifest as ViteManifest, Plugin } from 'vite'
import { afterClientBuild } from './after-client-build.ts'
import { bootstrapFor, buildRouterManifest, siteStylesheet, withBootstrap } from './router-manifest.ts'
import { pageCodeFiles } from './page-code.ts'
import { loadSsrModule } from './ssr-module.ts'
import {
  DOCUMENT_POLICIES_FILE,
  DOCUMENT_TABLE_FILE,
  EDITOR_PREFIX,
  hostHeaderRules,
  type DocumentPolicies,
} from './host-headers.ts'
import { editorPolicy } from './editor-plugin.ts'
import { scriptHashes, withPolicyMeta } from './document-security.ts'
import { criticalCssInliner, oneRulePerLine } from './critical-css.ts'
import { placeholderRules } from './photos/placeholder-css.ts'
import { withoutDeferredLinks } from './deferred-links.ts'
import { withoutStreamBoundary } from './stream-boundary.ts'
import { earlyInputScript, withEarlyInput } from './early-input.ts'
import { withRenderClock } from './render-clock.ts'
import { nginxConfig, nginxConfigFile } from './nginx-config.ts'
import { cloudflareRoutes } from './cloudflare-routes.ts'

export function prerender(): Plugin {
  return afterClientBuild({
    name: 'cat-tours:prerender',
    order: 'pre',
    async run(outDir, config) {
      const vite = JSON.parse(await readFile(resolve(outDir, '.vite/manifest.json'), 'utf8')) as ViteManifest
      const manifest = buildRouterManifest(vite)
      const bootstrap = await bootstrapFor(vite)
      const earlyInput = await earlyInputScript()
      const ssr = await loadSsrModule(config.root)

      const policies: DocumentPolicies = {
        headers: ssr.securityHeaders,
        byFile: {},
        byPath: {},
        editor: editorPolicy(),
      }
      const hashesByFile = new Map<string, string[]>()
      // The stylesheet is sliced by line (scripts/critical-css.ts): one top-level rule per line first.
      const stylesheet = siteStylesheet(vite)
      if (!stylesheet) throw new Error('Prerender: the build has no stylesheet')
      const stylesheetFile = resolve(outDir, stylesheet.slice(1))
      const sheet = oneRulePerLine(await readFile(stylesheetFile, 'utf8'))
      await writeFile(stylesheetFile, sheet)
      // A photo's placeholder is inlined only where the picture opens the page (scripts/photos/placeholder-css.ts).
      const inlineCriticalCss = criticalCssInliner(outDir, stylesheet, async () => sheet, placeholderRules)
      for (const target of ssr.prerenderTargets) {
        const result = await withRenderClock(() => ssr.render(target.url, manifest))
        if (result.status !== target.status) {
          throw new Error(`Prerendering ${target.url} answered ${result.status}, expected ${target.status}`)
        }
        const page = withoutStreamBoundary(withoutDeferredLinks(await inlineCriticalCss(result.html)))
        const pageCode = pageCodeFiles(vite, result.routeIds)
        const rendered = withEarlyInput(withBootstrap(page, bootstrap, pageCode), earlyInput)
        const hashes = scriptHashes(rendered)
        hashesByFile.set(target.file, hashes)
        policies.byFile[target.file] = ssr.contentSecurityPolicy(hashes, 'header')
        const html = withPolicyMeta(rendered, ssr.contentSecurityPolicy(hashes, 'meta'))
        const file = resolve(outDir, target.file)
        await mkdir(dirname(file), { recursive: true })
        await writeFile(file, `<!DOCTYPE html>${html.replace(/^<!DOCTYPE html>/i, '')}`)
      }
      for (const { file, body } of ssr.postBodyFiles) {
        const target = resolve(outDir, file)
        await mkdir(dirname(target), { recursive: true })
        await writeFile(target, JSON.stringify(body))
      }
      // Where each document is served: /blog carries the list's and every post's hashes (see DocumentPolicies).
      const hashesByPath = new Map<string, string[]>()
      for (const [file, url] of ssr.hostRoutes.documentUrls) {
        const path = new URL(url, 'http://host.invalid').pathname
        hashesByPath.set(path, [...(hashesByPath.get(path) ?? []), ...(hashesByFile.get(file) ?? [])])
      }
      for (const [path, hashes] of hashesByPath) policies.byPath[path] = ssr.contentSecurityPolicy(hashes, 'header')

      const { hostRoutes } = ssr
      await writeFile(resolve(outDir, DOCUMENT_POLICIES_FILE), JSON.stringify(policies, null, 2))
      await writeFile(resolve(outDir, DOCUMENT_TABLE_FILE), JSON.stringify(hostRoutes.documentTable, null, 2))
      await writeFile(resolve(outDir, '_redirects'), `${hostRoutes.redirectRules.join('\n')}\n`)
      await writeFile(resolve(outDir, '_headers'), hostHeaderRules(policies))
      // nginx's rules go beside the output folder, not in it: they are the server's, not files to serve.
      await writeFile(
        nginxConfigFile(outDir),
        nginxConfig({
          policies,
          documentUrls: hostRoutes.documentUrls,
          legacyRedirects: hostRoutes.legacyRedirects,
          redirectPatterns: hostRoutes.redirectPatterns,
          notFoundFile: hostRoutes.notFoundFile,
        }),
      )
      // The owner's editor is no page for search engines either (its headers say noindex too).
      const disallowed = [...ssr.robotsDisallowPaths, EDITOR_PREFIX]
      await writeFile(
        resolve(outDir, 'robots.txt'),
        `User-agent: *\nAllow: /\n${disallowed.map((path) => `Disallow: ${path}\n`).join('')}\nSitemap: ${hostRoutes.siteUrl}/sitemap.xml\n`,
      )
      const urls = hostRoutes.sitemapPaths
        .map((path) => `  <url><loc>${escapeXml(`${hostRoutes.siteUrl}${path === '/' ? '/' : path}`)}</loc></url>`)
        .join('\n')
      await writeFile(
        resolve(outDir, 'sitemap.xml'),
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      )
      await writeFile(
        resolve(outDir, '_routes.json'),
        await cloudflareRoutes(outDir, [...hostRoutes.documentUrls.keys()]),
      )
      return `prerendered ${ssr.prerenderTargets.length} documents`
    },
  })
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
