// @vitest-environment jsdom
/**
 * The blog's Markdown subset (docs/decisions/0007-blog-markdown.md): what the build-time reader keeps, what it
 * reports, and that hostile input renders inert whatever path it takes.
 */
import { cleanup, render } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { parseMarkdown } from '../scripts/markdown'
import { fillPlaceholders, safeLink, type MarkdownBody } from '../src/content/blog/markdown'
import { isImageName } from '../src/content/images'
import { MarkdownContent } from '../src/components/MarkdownContent'

afterEach(cleanup)
// The router resets the scroll on load; jsdom has no layout to scroll.
beforeAll(() => {
  window.scrollTo = () => {}
})

const parse = (source: string) => parseMarkdown(source, { isImageName })

async function renderInRouter(node: ReactNode): Promise<HTMLElement> {
  const rootRoute = createRootRoute({ component: () => <main>{node}</main> })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
  await router.load()
  const { container, findByRole } = render(<RouterProvider router={router} />)
  await findByRole('main')
  return container
}

async function renderMarkdown(source: string): Promise<HTMLElement> {
  return (await renderInRouter(<MarkdownContent body={parse(source).body} />)).querySelector('main')!
}

describe('the subset', () => {
  it('reads headings, paragraphs, bullets, numbered lines, bold, emphasis and a named image', () => {
    const { body, problems } = parse(
      [
        '# Title line',
        '## Section',
        '### Detail',
        'Plain **bold** and *soft* text.',
        '- one',
        '- two',
        '3. third',
        '4. fourth',
        '![A cat](gallery-04 "Caption text")',
      ].join('\n\n'),
    )
    expect(problems).toEqual([])
    expect(body.blocks).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', value: 'Title line' }] },
      { type: 'heading', level: 2, children: [{ type: 'text', value: 'Section' }] },
      { type: 'heading', level: 3, children: [{ type: 'text', value: 'Detail' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', value: 'Plain ' },
          { type: 'strong', children: [{ type: 'text', value: 'bold' }] },
          { type: 'text', value: ' and ' },
          { type: 'emphasis', children: [{ type: 'text', value: 'soft' }] },
          { type: 'text', value: ' text.' },
        ],
      },
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [[{ type: 'text', value: 'one' }], [{ type: 'text', value: 'two' }]],
      },
      {
        type: 'list',
        ordered: true,
        start: 3,
        items: [[{ type: 'text', value: 'third' }], [{ type: 'text', value: 'fourth' }]],
      },
      { type: 'image', name: 'gallery-04', alt: 'A cat', caption: 'Caption text' },
    ])
  })

  it('renders them as the matching elements, with only one level of heading below the page title', async () => {
    const main = await renderMarkdown(
      '# Top\n\n### Sub\n\nSome **bold** words.\n\n- a\n- b\n\n2. x\n3. y\n\n![](gallery-04 "A caption")',
    )
    expect([...main.querySelectorAll('h1, h2, h3')].map((h) => `${h.tagName}:${h.textContent}`)).toEqual([
      'H2:Top',
      'H3:Sub',
    ])
    expect(main.querySelector('p strong')?.textContent).toBe('bold')
    expect(main.querySelectorAll('ul > li')).toHaveLength(2)
    expect(main.querySelector('ol')?.getAttribute('start')).toBe('2')
    const img = main.querySelector('figure img')!
    expect(img.getAttribute('src')).toMatch(/^\/images\/gallery-04-\d+\.webp$/)
    // An empty alt in the file means the image manifest's own description.
    expect(img.getAttribute('alt')).toMatch(/^Illustration of a grey tabby cat/)
    expect(main.querySelector('figcaption')?.textContent).toBe('A caption')
  })

  it('renders internal links through the router, external ones in a new tab, mailto as a plain link', async () => {
    const main = await renderMarkdown(
      '[tour](/tours/brooklyn-heights), [site](https://example.org/a), [mail](mailto:hi@example.org)',
    )
    const links = [...main.querySelectorAll('a')]
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/tours/brooklyn-heights',
      'https://example.org/a',
      'mailto:hi@example.org',
    ])
    expect(links[1]?.getAttribute('target')).toBe('_blank')
    expect(links[0]?.getAttribute('target')).toBeNull()
  })

  it('reports what falls outside the subset, with its line', () => {
    const { problems } = parse('Fine.\n\n> quoted\n\n```\ncode\n```\n\n---\n\n#### Deep\n\n![x](not-an-image)')
    expect(problems.map((problem) => problem.line)).toEqual([3, 5, 9, 11, 13])
    expect(problems.map((problem) => problem.message).join('\n')).toMatch(
      /block quotes[\s\S]*code blocks[\s\S]*thematicBreak[\s\S]*level 4[\s\S]*not-an-image/,
    )
  })
})

describe('hostile input renders inert', () => {
  const hostile = [
    '<script>alert(1)</script>',
    'Text with <img src=x onerror="alert(1)"> inline and <iframe src="https://evil.example"></iframe>.',
    '[click](javascript:alert(1)) [click2](JAVASCRIPT:alert(1)) [click3](java&#x09;script:alert(1))',
    '[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) [vb](vbscript:msgbox) [rel](//evil.example/x) [bare](evil.html)',
    '<a href="javascript:alert(1)">raw anchor</a>',
    '![x](javascript:alert(1))',
    '<!-- a comment -->',
    '<style>body{display:none}</style>',
  ].join('\n\n')

  it('keeps no element, attribute or URL from the input', async () => {
    const main = await renderMarkdown(hostile)
    expect(main.querySelectorAll('script, img, iframe, style, object, embed')).toHaveLength(0)
    expect(main.querySelectorAll('a')).toHaveLength(0)
    for (const element of main.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name).not.toMatch(/^on/i)
        expect(attribute.value).not.toMatch(/^\s*(javascript|data|vbscript):/i)
      }
    }
  })

  it('shows raw HTML as the literal text it is', async () => {
    const main = await renderMarkdown(hostile)
    expect(main.textContent).toContain('<script>alert(1)</script>')
    expect(main.textContent).toContain('<img src=x onerror="alert(1)">')
    expect(main.innerHTML).toContain('&lt;script&gt;')
  })

  it('keeps the words of a dropped link', async () => {
    const main = await renderMarkdown('[click](javascript:alert(1)) here')
    expect(main.textContent).toBe('click here')
  })

  it('reports every unsafe piece, so the build refuses such a post', () => {
    const { problems } = parse(hostile)
    const messages = problems.map((problem) => problem.message).join('\n')
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html',
      'vbscript:msgbox',
      '//evil.example/x',
      'evil.html',
    ]) {
      expect(messages).toContain(url)
    }
    expect(messages).toMatch(/raw HTML/)
  })

  it('refuses unsafe links even in a hand-made tree that never went through the reader', async () => {
    const body: MarkdownBody = {
      blocks: [
        {
          type: 'paragraph',
          children: [
            { type: 'link', href: 'javascript:alert(1)', children: [{ type: 'text', value: 'a' }] },
            { type: 'link', href: ' javascript:alert(1)', children: [{ type: 'text', value: 'b' }] },
            { type: 'link', href: 'data:text/html,<b>x</b>', children: [{ type: 'text', value: 'c' }] },
            { type: 'text', value: '<b>not bold</b>' },
          ],
        },
      ],
    }
    const main = (await renderInRouter(<MarkdownContent body={body} />)).querySelector('main')!
    expect(main.querySelectorAll('a, b')).toHaveLength(0)
    expect(main.textContent).toBe('abc<b>not bold</b>')
  })
})

describe('safeLink', () => {
  it.each([
    ['/tours/brooklyn-heights', 'internal'],
    ['/', 'internal'],
    ['https://example.org/x?y=1', 'external'],
    ['http://example.org', 'external'],
    ['mailto:hello@example.org', 'mailto'],
  ])('accepts %s as %s', (href, kind) => {
    expect(safeLink(href)?.kind).toBe(kind)
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'file:///etc/passwd',
    '//evil.example',
    '/\\evil.example',
    '/blog?post=1',
    'relative/path',
    'https://',
    '',
  ])('refuses %j', (href) => {
    expect(safeLink(href)).toBeNull()
  })

  it('accepts a {token} link target only where asked to', () => {
    expect(safeLink('{petition}')).toBeNull()
    expect(safeLink('{petition}', { allowTokens: true })?.kind).toBe('internal')
  })
})

describe('fillPlaceholders', () => {
  const body = parse(
    '{name} was here.\n\n[Sign]({petition}) and [gone]({missing})\n\n![](gallery-04 "{name} drawn")',
  ).body

  it('fills text, captions and link targets', () => {
    const filled = fillPlaceholders(body, { name: 'Tom', petition: '/petition-tom' })
    expect(filled.blocks[0]).toEqual({ type: 'paragraph', children: [{ type: 'text', value: 'Tom was here.' }] })
    expect(filled.blocks[1]).toMatchObject({
      children: [
        { type: 'link', href: '/petition-tom' },
        { type: 'text', value: ' and ' },
        { type: 'text', value: 'gone' },
      ],
    })
    expect(filled.blocks[2]).toMatchObject({ type: 'image', caption: 'Tom drawn' })
  })

  it('never turns a placeholder value into an unsafe link', () => {
    const filled = fillPlaceholders(body, { name: 'Tom', petition: 'javascript:alert(1)' })
    expect(JSON.stringify(filled)).not.toContain('javascript:')
  })
})
