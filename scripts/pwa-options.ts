/** vite-plugin-pwa settings: the custom Workbox worker (src/sw) and the web app manifest. */
import type { VitePWAOptions } from 'vite-plugin-pwa'
import type { PrecachedPicture } from './images-plugin.ts'
import { loadSsrModule } from './ssr-module.ts'
import { contentPlugin } from './content/plugin.ts'
import { pictureDisplaysPlugin } from './picture-displays.ts'
import { BACKGROUND_COLOR, THEME_COLOR } from '../src/styles/theme-color.ts'
import { config } from '../src/config.ts'

/** The largest file the worker may precache; the build fails on a bigger one. */
export const MAX_PRECACHE_FILE_BYTES = 600 * 1024

const icon192 = { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }

type ManifestTransform = NonNullable<NonNullable<VitePWAOptions['injectManifest']>['manifestTransforms']>[number]

/**
 * Documents are precached at the URL a guest navigates to (/about, /blog?post=2), not at their file name: hosts
 * redirect /about.html to /about, and the spec lists /index.html and /about.html as legacy paths.
 */
const documentUrls: ManifestTransform = async (entries) => {
  const { hostRoutes } = await loadSsrModule(process.cwd())
  const manifest = entries.map((entry) => ({ ...entry, url: hostRoutes.documentUrls.get(entry.url) ?? entry.url }))
  return { manifest, warnings: [] }
}

/**
 * Adds the pictures the images plugin put in the site (`pictures()`, with their revisions) to the list Workbox found,
 * and stops the build on one larger than the worker may precache, as Workbox does for the files it finds itself.
 */
export const withPictures =
  (pictures: () => readonly PrecachedPicture[]): ManifestTransform =>
  async (entries) => {
    const listed = pictures()
    const tooLarge = listed.filter((picture) => picture.size > MAX_PRECACHE_FILE_BYTES)
    if (tooLarge.length > 0)
      throw new Error(
        `Pictures larger than the worker may precache (${MAX_PRECACHE_FILE_BYTES} bytes): ` +
          tooLarge.map((picture) => `${picture.url} (${picture.size} bytes)`).join(', '),
      )
    // Copies: Workbox deletes each entry's size once it has counted it.
    return { manifest: [...entries, ...listed.map((picture) => ({ ...picture }))], warnings: [] }
  }

/** `pictures()`: the pictures the images plugin put in the site, listed with their revisions. */
export const pwaOptions = (pictures: () => readonly PrecachedPicture[]): Partial<VitePWAOptions> => ({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'sw.ts',
  injectRegister: false,
  includeManifestIcons: false,
  manifestFilename: 'manifest.webmanifest',
  manifest: {
    id: '/',
    name: config.siteName,
    short_name: config.shortName,
    description:
      'Cat history walking tours in New York City: tours, stories, photos and booking, ready to use offline on your walk.',
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['travel', 'education', 'entertainment'],
    icons: [
      icon192,
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    screenshots: [
      {
        src: '/screenshots/home-narrow.png',
        sizes: '390x844',
        type: 'image/png',
        form_factor: 'narrow',
        label: 'Home page on a phone',
      },
      {
        src: '/screenshots/home-wide.png',
        sizes: '1280x800',
        type: 'image/png',
        form_factor: 'wide',
        label: 'Home page on a computer',
      },
    ],
    shortcuts: [
      { name: 'Tours', short_name: 'Tours', url: '/tours', icons: [icon192] },
      { name: 'Book a tour', short_name: 'Book', url: '/booking', icons: [icon192] },
      { name: 'Tour feedback', short_name: 'Feedback', url: '/survey', icons: [icon192] },
    ],
  },
  injectManifest: {
    globPatterns: ['**/*.{html,js,css,svg,png,webp,avif,woff2}', 'blog/posts/*.json'],
    // Host files, build metadata and screenshots for the install sheet are not needed offline. The pictures are
    // listed by the images plugin, which knows their revisions without reading them (PrecachedPicture). The owner's
    // editor (admin/, 5 MB of Decap CMS) is no part of the guests' app (decision 0025).
    globIgnores: [
      '.vite/**',
      'sw.js',
      'screenshots/**',
      'og-image.png',
      '_redirects',
      '_headers',
      'images/**',
      'admin/**',
    ],
    maximumFileSizeToCacheInBytes: MAX_PRECACHE_FILE_BYTES,
    dontCacheBustURLsMatching: /^assets\//,
    manifestTransforms: [documentUrls, withPictures(pictures)],
    // The worker picks the picture variants it downloads at install from the prerendered pages (src/sw/precache.ts),
    // and answers each post's address from the posts of content/posts (src/content/documents.ts).
    buildPlugins: { vite: [pictureDisplaysPlugin(), contentPlugin()] },
    minify: true,
    sourcemap: false,
  },
})
