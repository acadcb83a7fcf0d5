/**
 * The owner's editor's config (Decap CMS, served at /admin/; decision 0025), made from the one schema of the content
 * files (src/content/schema.ts) through zod's public JSON Schema output: every field of every file, its widget, whether
 * it is required, its hint and its pattern come from there, so the editor cannot offer a field the build would refuse
 * or forget one it needs. The build writes it as dist/admin/config.yml (scripts/editor-plugin.ts); tests/editor-config.
 * test.ts holds it to the schema.
 */
import { stringify } from 'yaml'
import { z } from 'zod'
import { photosSchema, postFrontMatterSchema } from '../../src/content/schema.ts'
import { COMMITTED_MANIFEST } from '../photos/photo-set.ts'
import { POSTS_DIR, YAML_FILES } from './load.ts'

/** The part of a JSON Schema that zod writes for the content files' fields. */
interface JsonSchema {
  type?: string | string[]
  description?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  const?: unknown
  pattern?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minItems?: number
  maxItems?: number
  default?: unknown
}

/** A Decap field (https://decapcms.org/docs/widgets/): only the keys this generator writes. */
export interface EditorField {
  name: string
  label: string
  widget: string
  required: boolean
  hint?: string
  pattern?: [string, string]
  options?: string[]
  multiple?: boolean
  min?: number
  max?: number
  value_type?: 'int' | 'float'
  default?: unknown
  fields?: EditorField[]
  date_format?: string
  time_format?: boolean
  format?: string
  picker_utc?: boolean
  editor_components?: string[]
}

export interface EditorConfigOptions {
  /** The GitHub repository the production editor commits to (owner/name: VITE_CMS_REPO). */
  repo: string
  /** The site's origin (VITE_SITE_URL): the GitHub backend's base_url, where the sign-in functions answer. */
  siteUrl: string
  /** Where the local backend (decap-server, `npm run cms`) listens: http://127.0.0.1:8081/api/v1. */
  localBackendUrl: string
  /** content/blog.yaml's categories: a post's "category" is one of them. */
  categories: readonly string[]
  /** The pictures a post may show at its top (scripts/content/load.ts accepts these names). */
  postImages: readonly string[]
}

/** The local backend's default port (decap-server's own default); CMS_LOCAL_PORT moves it. */
export const DEFAULT_LOCAL_PORT = 8081

/**
 * 127.0.0.1, not localhost: decap-server is bound to it (`npm run cms`), and the test browser resolves no other name.
 * Decap uses the local backend only when the editor itself is opened from localhost or 127.0.0.1.
 */
export const localBackendUrl = (port: number = DEFAULT_LOCAL_PORT) => `http://127.0.0.1:${port}/api/v1`

/** Fields whose text runs to a sentence or two: a text area rather than a one-line input. */
const LONG_FIELDS = new Set(['excerpt', 'monthLine', 'answer', 'bio', 'quote', 'description'])

/** The date pattern of the schema's isoDate: a date picker that writes YYYY-MM-DD, as the files have it. */
const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$'

/** A field's label from its name: pricePerPerson → Price per person. */
export function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type)

/** One property of a JSON Schema object as a Decap field. */
export function fieldFromSchema(name: string, schema: JsonSchema, required: boolean): EditorField {
  const base = {
    name,
    label: labelOf(name),
    required,
    ...(schema.description ? { hint: schema.description } : {}),
  }
  const type = typeOf(schema)
  if (schema.const !== undefined)
    return { ...base, widget: 'select', options: [String(schema.const)], default: schema.const }
  if (schema.enum) return { ...base, widget: 'select', options: schema.enum.map(String) }
  if (type === 'string') {
    if (schema.pattern === DATE_PATTERN)
      return {
        ...base,
        widget: 'datetime',
        date_format: 'YYYY-MM-DD',
        time_format: false,
        format: 'YYYY-MM-DD',
        picker_utc: true,
      }
    return {
      ...base,
      widget: LONG_FIELDS.has(name) ? 'text' : 'string',
      // JSON Schema carries no message: the hint, which gives an example, says what to write.
      ...(schema.pattern
        ? { pattern: [schema.pattern, `Write it as the hint says: ${schema.description ?? name}`] }
        : {}),
    }
  }
  if (type === 'number' || type === 'integer') {
    const integer = type === 'integer'
    const min =
      schema.minimum ??
      (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + (integer ? 1 : 0))
    const max =
      schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER
        ? schema.maximum
        : schema.exclusiveMaximum === undefined
          ? undefined
          : schema.exclusiveMaximum - (integer ? 1 : 0)
    return {
      ...base,
      widget: 'number',
      value_type: integer ? 'int' : 'float',
      ...(min === undefined ? {} : { min }),
      ...(max === undefined ? {} : { max }),
    }
  }
  if (type === 'array') {
    const items = schema.items ?? {}
    const counts = {
      ...(schema.minItems === undefined ? {} : { min: schema.minItems }),
      ...(schema.maxItems === undefined ? {} : { max: schema.maxItems }),
      ...(schema.default === undefined ? {} : { default: schema.default }),
    }
    if (items.enum) return { ...base, widget: 'select', multiple: true, options: items.enum.map(String), ...counts }
    if (typeOf(items) === 'string') return { ...base, widget: 'list', ...counts }
    if (typeOf(items) === 'object') return { ...base, widget: 'list', fields: fieldsFromSchema(items), ...counts }
    throw new Error(`The editor has no widget for ${name}: a list of ${JSON.stringify(items.type)}`)
  }
  if (type === 'boolean') return { ...base, widget: 'boolean' }
  if (type === 'object') return { ...base, widget: 'object', fields: fieldsFromSchema(schema) }
  throw new Error(`The editor has no widget for ${name} (JSON Schema type ${JSON.stringify(schema.type)})`)
}

/** Every property of an object schema, in the schema's order. */
export function fieldsFromSchema(schema: JsonSchema): EditorField[] {
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fieldFromSchema(name, property, required.has(name)),
  )
}

/**
 * A zod schema as JSON Schema, as a file may be written (`io: 'input'`: a field with a default may be left out).
 * Refinements JSON Schema cannot say (a date that exists, a category of the blog) stay the build's to check.
 */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
}

/** The post's front matter fields, with "category" and "image" as choices among the names the build accepts. */
export function postFields(options: Pick<EditorConfigOptions, 'categories' | 'postImages'>): EditorField[] {
  const choices: Record<string, readonly string[]> = { category: options.categories, image: options.postImages }
  return fieldsFromSchema(jsonSchemaOf(postFrontMatterSchema)).map((field) => {
    const list = choices[field.name]
    if (!list) return field
    const { pattern: _pattern, ...rest } = field
    return { ...rest, widget: 'select', options: [...list] }
  })
}

/** The settings files as the editor lists them. */
const SETTINGS_LABELS: Record<keyof typeof YAML_FILES, string> = {
  business: 'Business',
  banner: 'Banner',
  home: 'Home page',
  blog: 'Blog',
  tours: 'Tours',
  team: 'Team',
  testimonials: 'Reviews',
  faqs: 'FAQs',
  press: 'Press',
  gallery: 'Gallery',
}

export function editorConfig(options: EditorConfigOptions) {
  const fileOf = (name: string, label: string, file: string, schema: z.ZodType) => ({
    name,
    label,
    file,
    fields: fieldsFromSchema(jsonSchemaOf(schema)),
  })
  return {
    backend: {
      name: 'github',
      repo: options.repo,
      branch: 'main',
      // The site's own sign-in functions (functions/api): the token is handed only to this origin.
      base_url: options.siteUrl.replace(/\/$/, ''),
      auth_endpoint: 'api/auth',
    },
    // Used only when the editor is opened from localhost or 127.0.0.1 (`npm run cms`): it writes the working tree.
    local_backend: { url: options.localBackendUrl },
    publish_mode: 'simple',
    // Photos are listed in a data file (README "Photos"), which the editor does not write: no image widget uses it yet.
    media_folder: 'photos',
    public_folder: '/photos',
    site_url: options.siteUrl.replace(/\/$/, ''),
    display_url: options.siteUrl.replace(/\/$/, ''),
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [
      {
        name: 'posts',
        label: 'Blog posts',
        label_singular: 'Blog post',
        folder: POSTS_DIR,
        extension: 'md',
        format: 'frontmatter',
        create: true,
        slug: '{{slug}}',
        identifier_field: 'title',
        summary: '{{id}}. {{title}} ({{date}})',
        fields: [
          ...postFields(options),
          {
            name: 'body',
            label: 'Body',
            widget: 'markdown',
            required: true,
            hint: 'The post’s text, in Markdown',
            // The site's pictures are named drawings, not uploads; a code block would load editor modes it never needs.
            editor_components: [],
          },
        ],
      },
      {
        name: 'settings',
        label: 'Site settings',
        label_singular: 'Setting',
        editor: { preview: false },
        files: [
          ...Object.entries(YAML_FILES).map(([name, { file, schema }]) =>
            fileOf(name, SETTINGS_LABELS[name as keyof typeof YAML_FILES], file, schema),
          ),
          fileOf('photos', 'Photos', COMMITTED_MANIFEST, photosSchema),
        ],
      },
    ],
  }
}

/** The config as the file the editor reads: the same bytes for the same options. */
export function editorConfigYaml(options: EditorConfigOptions): string {
  return `# Generated by the build from src/content/schema.ts (scripts/content/editor-config.ts): do not edit.\n${stringify(
    editorConfig(options),
    { lineWidth: 0 },
  )}`
}
