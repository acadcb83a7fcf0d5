/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string
  readonly VITE_CONTACT_EMAIL?: string
  readonly VITE_BOOKING_SHORTNAME?: string
  readonly VITE_EMAILJS_PUBLIC_KEY?: string
  readonly VITE_EMAILJS_SERVICE_ID?: string
  readonly VITE_EMAILJS_CONTACT_REPLY_TEMPLATE_ID?: string
  readonly VITE_EMAILJS_CONTACT_ADMIN_TEMPLATE_ID?: string
  readonly VITE_EMAILJS_SURVEY_TEMPLATE_ID?: string
  readonly VITE_NEWS_VIDEO_ID?: string
  readonly VITE_ANALYTICS_SCRIPT_URL?: string
  readonly VITE_ANALYTICS_DOMAIN?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

/** A blog post body, parsed at build time by scripts/markdown-plugin.ts. */
declare module '*.md' {
  const body: import('./content/blog/markdown').MarkdownBody
  export default body
}

/** Which pictures the business's photos fill, written at build time by scripts/images-plugin.ts (decision 0015). */
declare module 'virtual:photo-table' {
  const table: import('./content/photo-table').PhotoTable
  export default table
}
