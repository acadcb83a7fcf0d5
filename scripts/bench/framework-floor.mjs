/**
 * The framework floor: a bare React + ReactDOM + TanStack Router app with one route, prerendered and hydrated
 * the way the real app is (server entry, TanStack's SSR render, RouterClient + hydrateRoot), built in a scratch
 * folder with the app's own build options and the plugins that shape its JavaScript (TanStack's route plugin
 * with automatic code splitting, React). Whatever the real app loads beyond this is the app's own weight.
 */
import { mkdir, symlink, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { build, loadConfigFromFile } from 'vite'

/** The app's client build options that change the emitted JavaScript, read from its vite.config.ts. */
export async function appBuildOptions(root) {
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production', isSsrBuild: false, isPreview: false },
    resolve(root, 'vite.config.ts'),
    root,
    'error',
  )
  const options = loaded?.config.build ?? {}
  const keep = ['target', 'minify', 'cssMinify', 'cssCodeSplit', 'modulePreload', 'sourcemap', 'assetsInlineLimit']
  return Object.fromEntries(keep.filter((key) => key in options).map((key) => [key, options[key]]))
}

const files = {
  'package.json': '{ "private": true, "type": "module" }\n',
  'index.html': `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>Framework floor</title></head>
<body><script type="module" src="/src/main.tsx"></script></body></html>
`,
  'src/router.tsx': `import { createRouter } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'

export function createAppRouter() {
  return createRouter({ routeTree })
}
`,
  'src/routes/__root.tsx': `import { createRootRoute, HeadContent, Outlet, Scripts } from '@tanstack/react-router'

export const Route = createRootRoute({
  head: () => ({ meta: [{ charSet: 'utf-8' }, { name: 'viewport', content: 'width=device-width, initial-scale=1' }, { title: 'Framework floor' }] }),
  component: () => (
    <html lang="en">
      <head><HeadContent /></head>
      <body><Outlet /><Scripts /></body>
    </html>
  ),
})
`,
  'src/routes/index.tsx': `import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/')({
  component: () => (
    <main>
      <h1>Framework floor</h1>
      <p>React, ReactDOM and TanStack Router with one route, hydrating prerendered HTML.</p>
    </main>
  ),
})
`,
  'src/main.tsx': `import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { createAppRouter } from './router'

// TanStack Start's default client entry, as the app's own: hydration as a transition.
startTransition(() => {
  hydrateRoot(document, <StrictMode><RouterClient router={createAppRouter()} /></StrictMode>)
})
`,
  'src/entry-server.tsx': `import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server'
import { createAppRouter } from './router'

export async function render(url: string, manifest: any): Promise<string> {
  const request = new Request(new URL(url, 'http://floor.invalid'))
  const handler = createRequestHandler({ request, createRouter: createAppRouter, getRouterManifest: () => manifest })
  const response = await handler(defaultRenderHandler)
  return response.text()
}
`,
}

function viteConfig(appRoot, buildOptions) {
  const manifestModule = JSON.stringify(resolve(appRoot, 'scripts/router-manifest.ts'))
  const chunkingModule = JSON.stringify(resolve(appRoot, 'scripts/chunking.ts'))
  return `import { readFile, writeFile } from 'node:fs/promises'
import { pathToFileURL } from 'node:url'
import { resolve } from 'node:path'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { bootstrapFor, buildRouterManifest, withBootstrap } from ${manifestModule}
import { frameworkChunkGroups } from ${chunkingModule}

// Renders the one page with the server entry, the way scripts/prerender-plugin.ts renders the app's pages.
const prerender = {
  name: 'floor:prerender',
  apply: 'build',
  closeBundle: {
    order: 'pre',
    sequential: true,
    async handler() {
      if (this.environment.config.build.ssr) return
      const root = this.environment.config.root
      const vite = JSON.parse(await readFile(resolve(root, 'dist/.vite/manifest.json'), 'utf8'))
      const ssr = await import(pathToFileURL(resolve(root, 'dist-ssr/entry-server.js')).href)
      const html = withBootstrap(await ssr.render('/', buildRouterManifest(vite)), await bootstrapFor(vite))
      await writeFile(resolve(root, 'dist/index.html'), '<!DOCTYPE html>' + html.replace(/^<!DOCTYPE html>/i, ''))
    },
  },
}

export default defineConfig(({ isSsrBuild }) => ({
  logLevel: 'error',
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), prerender],
  build: {
    ...${JSON.stringify(buildOptions)},
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    manifest: !isSsrBuild,
    emptyOutDir: true,
    // The framework's chunk groups of the app (scripts/chunking.ts), as its vite.config.ts applies them to the client build.
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: frameworkChunkGroups } } },
  },
}))
`
}

/** Writes and builds the floor app in `dir` (a scratch folder); returns the folder to serve. */
export async function buildFrameworkFloor(appRoot, dir) {
  const buildOptions = await appBuildOptions(appRoot)
  for (const [file, text] of Object.entries(files)) {
    await mkdir(join(dir, file, '..'), { recursive: true })
    await writeFile(join(dir, file), text)
  }
  await writeFile(join(dir, 'vite.config.ts'), viteConfig(appRoot, buildOptions))
  await symlink(resolve(appRoot, 'node_modules'), join(dir, 'node_modules'), 'dir')
  const configFile = join(dir, 'vite.config.ts')
  await build({ root: dir, configFile, mode: 'production', build: { ssr: 'src/entry-server.tsx' } })
  await build({ root: dir, configFile, mode: 'production' })
  return { dist: join(dir, 'dist'), buildOptions }
}
