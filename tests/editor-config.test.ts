/**
 * The owner's editor's config (decision 0025) is made from the content schema (src/content/schema.ts) at build time
 * (scripts/content/editor-config.ts): these tests hold it to the schema and to what the build accepts, so the editor
 * cannot offer a field, a choice or a format the build would refuse, nor leave out one it needs.
 */
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { z } from 'zod'
import {
  editorConfig,
  editorConfigYaml,
  type EditorConfigOptions,
  type EditorField,
  localBackendUrl,
} from '../scripts/content/editor-config'
import { POSTS_DIR, YAML_FILES, loadContent } from '../scripts/content/load'
import { COMMITTED_MANIFEST } from '../scripts/photos/photo-set'
import { editorContentSecurityPolicy, localBackendPort, postImageNames } from '../scripts/editor-plugin'
import { image, isImageName, PHONE_SLICED_KINDS } from '../src/content/images'
import { photosSchema, postFrontMatterSchema } from '../src/content/schema'

const ROOT = new URL('..', import.meta.url).pathname
const content = loadContent(ROOT)
const OPTIONS: EditorConfigOptions = {
  repo: 'brooklyncatwalks/website',
  siteUrl: 'https://www.brooklyncatwalks.com',
  localBackendUrl: localBackendUrl(),
  categories: content.blog.categories,
  postImages: postImageNames(),
}
const config = editorConfig(OPTIONS)
const [posts, settings] = config.collections as unknown as [
  { folder: string; extension: string; format: string; create: boolean; slug: string; fields: EditorField[] },
  { files: Array<{ name: string; file: string; fields: EditorField[] }> },
]
const settingsFile = (name: string) => settings.files.find((file) => file.name === name)!

/** Each field of a zod object, nested objects by path: `openingHours.opens` → required? */
function schemaFields(schema: z.ZodType, prefix = ''): Map<string, boolean> {
  const json = z.toJSONSchema(schema, { io: 'input' }) as {
    properties: Record<string, { type?: string; items?: { type?: string } }>
    required?: string[]
  }
  const out = new Map<string, boolean>()
  const walk = (node: typeof json, path: string) => {
    for (const [name, property] of Object.entries(node.properties)) {
      out.set(`${path}${name}`, (node.required ?? []).includes(name))
      if (property.type === 'object') walk(property as typeof json, `${path}${name}.`)
      // A list of objects (tours, stops, team, reviews, photos): the editor's list has the same fields.
      if (property.type === 'array' && property.items?.type === 'object')
        walk(property.items as typeof json, `${path}${name}.`)
    }
  }
  walk(json, prefix)
  return out
}

function editorFields(fields: readonly EditorField[], path = ''): Map<string, EditorField> {
  const out = new Map<string, EditorField>()
  for (const field of fields) {
    out.set(`${path}${field.name}`, field)
    if (field.fields)
      for (const [key, value] of editorFields(field.fields, `${path}${field.name}.`)) out.set(key, value)
  }
  return out
}

describe('the editor’s config', () => {
  it('names exactly the content files: the posts folder and every settings file', () => {
    expect(posts).toMatchObject({ folder: POSTS_DIR, extension: 'md', format: 'frontmatter', create: true })
    expect(posts.slug).toBe('{{slug}}')
    expect(settings.files.map((file) => file.file)).toEqual([
      ...Object.values(YAML_FILES).map(({ file }) => file),
      COMMITTED_MANIFEST,
    ])
    expect(config.collections.map((collection) => collection.label)).toEqual(['Blog posts', 'Site settings'])
  })

  it.each([
    ...Object.entries(YAML_FILES).map(([name, { schema }]) => [name, schema] as const),
    ['photos', photosSchema] as const,
  ])('has every field of %s, and only those, required as the schema requires them', (name, schema) => {
    const fields = editorFields(settingsFile(name).fields)
    const expected = schemaFields(schema)
    expect([...fields.keys()]).toEqual([...expected.keys()])
    for (const [path, required] of expected) expect(fields.get(path)?.required, path).toBe(required)
  })

  it('has every front matter field of a post, and its body', () => {
    const fields = editorFields(posts.fields)
    const expected = schemaFields(postFrontMatterSchema)
    expect([...fields.keys()]).toEqual([...expected.keys(), 'body'])
    for (const [path, required] of expected) expect(fields.get(path)?.required, path).toBe(required)
    expect(fields.get('body')).toMatchObject({ widget: 'markdown', required: true })
  })

  it('gives each field the widget of its type, its hint, its bounds and its pattern', () => {
    const business = editorFields(settingsFile('business').fields)
    expect(business.get('pricePerPerson')).toMatchObject({ widget: 'number', value_type: 'float', min: 0 })
    expect(business.get('pricePerPerson')?.hint).toBe('Price of a public tour per person, in US dollars')
    expect(business.get('reviewCount')).toMatchObject({ widget: 'number', value_type: 'int', min: 1 })
    expect(business.get('reviewCount')?.max).toBeUndefined()
    expect(business.get('rating')).toMatchObject({ value_type: 'float', min: 1, max: 5 })
    expect(business.get('currency')).toMatchObject({ widget: 'select', options: ['USD'] })
    expect(business.get('languages')).toMatchObject({ widget: 'list', min: 1 })
    expect(business.get('openingHours')).toMatchObject({ widget: 'object' })
    expect(business.get('openingHours.days')).toMatchObject({ widget: 'select', multiple: true, min: 1 })
    expect(business.get('openingHours.days')?.options).toContain('Saturday')
    expect(business.get('fiveStarShare')?.pattern?.[0]).toBe('^\\d{1,3}%$')
    const banner = editorFields(settingsFile('banner').fields)
    expect(banner.get('monthLine')).toMatchObject({ widget: 'text' })
    const post = editorFields(posts.fields)
    expect(post.get('excerpt')).toMatchObject({ widget: 'text' })
    expect(post.get('date')).toMatchObject({
      widget: 'datetime',
      date_format: 'YYYY-MM-DD',
      time_format: false,
      format: 'YYYY-MM-DD',
    })
    expect(post.get('tags')).toMatchObject({ widget: 'list', required: false, default: [] })
  })

  it('accepts the content as it is: every value of the files matches its field’s pattern and bounds', () => {
    const check = (fields: readonly EditorField[], data: Record<string, unknown>, file: string) => {
      for (const field of fields) {
        const value = data[field.name]
        if (field.pattern) expect(new RegExp(field.pattern[0]).test(String(value)), `${file} ${field.name}`).toBe(true)
        if (field.min !== undefined && typeof value === 'number') expect(value).toBeGreaterThanOrEqual(field.min)
        if (field.max !== undefined && typeof value === 'number') expect(value).toBeLessThanOrEqual(field.max)
        if (field.options && !field.multiple) expect(field.options, `${file} ${field.name}`).toContain(String(value))
        if (field.fields) check(field.fields, value as Record<string, unknown>, file)
      }
    }
    check(settingsFile('business').fields, content.business, 'business')
    check(settingsFile('banner').fields, content.banner, 'banner')
    for (const post of content.posts)
      check(
        posts.fields.filter((field) => field.name !== 'date' && field.name !== 'body'),
        post as never,
        post.title,
      )
  })

  it('offers a post the blog’s categories and exactly the pictures the build accepts for it', () => {
    const post = editorFields(posts.fields)
    expect(post.get('category')).toMatchObject({ widget: 'select', options: content.blog.categories })
    const images = post.get('image')?.options ?? []
    expect(images.length).toBeGreaterThan(10)
    for (const name of images) {
      expect(isImageName(name), name).toBe(true)
      if (isImageName(name)) expect(PHONE_SLICED_KINDS).toContain(image(name).kind)
    }
    for (const { image: used } of content.posts) expect(images).toContain(used)
    expect(post.get('image')?.pattern).toBeUndefined()
  })

  it('has the GitHub backend on the site’s sign-in functions and the local backend of `npm run cms`', () => {
    expect(config.backend).toEqual({
      name: 'github',
      repo: 'brooklyncatwalks/website',
      branch: 'main',
      base_url: 'https://www.brooklyncatwalks.com',
      auth_endpoint: 'api/auth',
    })
    expect(config.local_backend).toEqual({ url: 'http://127.0.0.1:8081/api/v1' })
    expect(config.media_folder).toBe('photos')
    expect(localBackendUrl(localBackendPort({ CMS_LOCAL_PORT: '5681' }))).toBe('http://127.0.0.1:5681/api/v1')
    expect(localBackendPort({ CMS_LOCAL_PORT: 'x' })).toBe(8081)
  })

  it('is the same bytes for the same options, and YAML that reads back as the config', () => {
    const text = editorConfigYaml(OPTIONS)
    expect(editorConfigYaml({ ...OPTIONS })).toBe(text)
    expect(parse(text)).toEqual(JSON.parse(JSON.stringify(config)))
  })
})

describe('the editor’s Content-Security-Policy', () => {
  const policy = editorContentSecurityPolicy('http://127.0.0.1:5681/api/v1', 'header')
  it('allows what Decap needs and its two backends, and nothing from elsewhere', () => {
    expect(policy).toContain("script-src 'self' 'unsafe-eval';")
    expect(policy).toContain("style-src 'self' 'unsafe-inline';")
    expect(policy).toContain("connect-src 'self' https://api.github.com http://127.0.0.1:5681;")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).not.toMatch(/script-src[^;]*https:/)
    expect(editorContentSecurityPolicy(localBackendUrl(), 'meta')).not.toContain('frame-ancestors')
  })
})
