/**
 * The business's content files (content/): a post is one Markdown file, everything else YAML, all checked by one
 * schema (src/content/schema.ts). A bad file names the file, the field and what to do, and every problem of a run is
 * listed at once. Each case edits a copy of the real content folder.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ContentError, loadContent } from '../scripts/content/load'
import { checkManifest, photoSetFor } from '../scripts/photos/photo-set'
import { fanPhotos, tourPhotos } from '../src/content/gallery'
import { contentPlugin } from '../scripts/content/plugin'

const ROOT = join(import.meta.dirname, '..')
const roots: string[] = []

/** A project root holding a copy of the real content folder. */
function copyOfContent(): string {
  const root = mkdtempSync(join(tmpdir(), 'content-'))
  roots.push(root)
  cpSync(join(ROOT, 'content'), join(root, 'content'), { recursive: true })
  return root
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

const NEW_POST = `---
id: 4
title: The Ferry Cats of Fulton Street
date: 2025-06-20
category: Cat History
author: Margot Lee
excerpt: Before the bridge, ferries carried Brooklyn to Manhattan, and a few of them carried cats.
tags: [Brooklyn, Ferries]
image: hero-tours
---

The Fulton Ferry ran for more than a century, and **cats** rode it too.
`

function withPost(root: string, name: string, text: string): void {
  writeFileSync(join(root, 'content/posts', name), text)
}

function problemsOf(root: string): readonly string[] {
  try {
    loadContent(root)
  } catch (error) {
    if (error instanceof ContentError) return error.problems
    throw error
  }
  throw new Error('the content loaded without a problem')
}

const edit = (text: string, from: RegExp | string, to: string) => {
  const edited = text.replace(from, to)
  if (edited === text) throw new Error(`nothing to replace: ${from}`)
  return edited
}

describe('the content as committed', () => {
  const content = loadContent(ROOT)

  it('has the spec’s three posts, in id order, with their dates as the pages show them', () => {
    expect(content.posts.map((post) => [post.id, post.date, post.published])).toEqual([
      [1, 'March 14, 2025', '2025-03-14'],
      [2, 'April 2, 2025', '2025-04-02'],
      [3, 'May 9, 2025', '2025-05-09'],
    ])
    expect(content.posts[0]!.title).toBe('Tom of Borough Hall: The Blind Cat Who Raised the Alarm')
    expect(Object.keys(content.bodies)).toEqual(['1', '2', '3'])
  })

  it('keeps the spec’s facts and banner as the default content', () => {
    expect(content.business.pricePerPerson).toBe(40)
    expect(content.business.privateTours.basePrice).toBe(320)
    expect(content.banner.text).toBe("We're back! Click the link to book your tour for the summer 2025 season!")
    expect(content.blog.categories).toEqual(['Cat History', 'Neighborhood Cats'])
  })
})

describe('adding a post', () => {
  it('is one new file in content/posts', () => {
    const root = copyOfContent()
    withPost(root, 'ferry-cats.md', NEW_POST)
    const { posts, bodies } = loadContent(root)
    expect(posts.map((post) => post.id)).toEqual([1, 2, 3, 4])
    expect(posts[3]).toMatchObject({
      title: 'The Ferry Cats of Fulton Street',
      date: 'June 20, 2025',
      image: 'hero-tours',
    })
    expect(bodies[4]!.blocks[0]).toMatchObject({ type: 'paragraph' })
  })
})

describe('adding a tour stop', () => {
  it('is one more item under the tour’s stops', () => {
    const root = copyOfContent()
    const file = join(root, 'content/tours.yaml')
    const text = readFileSync(file, 'utf8')
    writeFileSync(
      file,
      edit(
        text,
        '      - title: Walt Whitman Park\n',
        '      - title: Fulton Ferry Landing\n        description: Where the ferry cats came ashore.\n      - title: Walt Whitman Park\n',
      ),
    )
    const brooklyn = loadContent(root).tours.tours.find((tour) => tour.slug === 'brooklyn-heights')!
    expect(brooklyn.stops.slice(0, 2).map((stop) => stop.title)).toEqual(['Fulton Ferry Landing', 'Walt Whitman Park'])
  })

  it('with a misspelt field says which stop, and what it was meant to be', () => {
    const root = copyOfContent()
    const file = join(root, 'content/tours.yaml')
    writeFileSync(
      file,
      edit(readFileSync(file, 'utf8'), '      - title: Brooklyn Bridge', '      - titel: Brooklyn Bridge'),
    )
    expect(problemsOf(root)).toEqual([
      'content/tours.yaml: "tours[1].stops[2].title" is missing',
      'content/tours.yaml: "tours[1].stops[2].titel" is not a field here (did you mean "title"?); the fields are title, description',
    ])
  })

  it('without a description says which stop', () => {
    const root = copyOfContent()
    const file = join(root, 'content/tours.yaml')
    writeFileSync(
      file,
      edit(
        readFileSync(file, 'utf8'),
        '      - title: Walt Whitman Park\n',
        '      - title: Fulton Ferry\n      - title: Walt Whitman Park\n',
      ),
    )
    expect(problemsOf(root)).toEqual(['content/tours.yaml: "tours[1].stops[1].description" is missing'])
  })
})

describe('a bad file stops the build, naming the file, the field and what to do', () => {
  it('a missing title', () => {
    const root = copyOfContent()
    withPost(root, 'ferry-cats.md', edit(NEW_POST, /^title: .*\n/m, ''))
    expect(problemsOf(root)).toEqual(['content/posts/ferry-cats.md: "title" is missing'])
  })

  it('an empty title', () => {
    const root = copyOfContent()
    withPost(root, 'ferry-cats.md', edit(NEW_POST, /^title: .*$/m, "title: '   '"))
    expect(problemsOf(root)).toEqual(['content/posts/ferry-cats.md: "title": The title is empty'])
  })

  it('a duplicate id, with a free one to use', () => {
    const root = copyOfContent()
    withPost(root, 'ferry-cats.md', edit(NEW_POST, 'id: 4', 'id: 2'))
    expect(problemsOf(root)).toEqual([
      'content/posts/postal-cats.md: "id" 2 is already the id of content/posts/ferry-cats.md; give this post its own, such as 4',
    ])
  })

  it('an unknown category, with the nearest one and the list', () => {
    const root = copyOfContent()
    withPost(root, 'ferry-cats.md', edit(NEW_POST, 'category: Cat History', 'category: Cat Histroy'))
    expect(problemsOf(root)).toEqual([
      'content/posts/ferry-cats.md: "category" "Cat Histroy" is not a category of the blog (did you mean "Cat History"?): ' +
        'use one of Cat History, Neighborhood Cats, or add it to content/blog.yaml',
    ])
  })

  it.each([
    ['June 20, 2025', 'write the date as YYYY-MM-DD, such as 2025-03-14'],
    ['2025-02-30', 'that day does not exist'],
    ['2025-13-01', 'that day does not exist'],
  ])('a date that does not parse: %s', (date, message) => {
    const root = copyOfContent()
    withPost(root, 'ferry-cats.md', edit(NEW_POST, 'date: 2025-06-20', `date: ${date}`))
    expect(problemsOf(root)).toEqual([`content/posts/ferry-cats.md: "date": ${message}`])
  })

  it('an image that names no photo or drawing', () => {
    const root = copyOfContent()
    withPost(root, 'ferry-cats.md', edit(NEW_POST, 'image: hero-tours', 'image: blog-bodga-cats'))
    expect(problemsOf(root)).toEqual([
      'content/posts/ferry-cats.md: "image" names "blog-bodga-cats", which is no drawing or photo of the site ' +
        '(did you mean "blog-bodega-cats"?): name a drawing such as blog-borough-hall or hero-tours, or the file ' +
        'of a photo of the photos list, such as willow-street-stoop.jpg (README "Photos")',
    ])
  })

  it('an image of the wrong shape for a post', () => {
    const root = copyOfContent()
    withPost(root, 'ferry-cats.md', edit(NEW_POST, 'image: hero-tours', 'image: gallery-03'))
    expect(problemsOf(root)[0]).toMatch(/"image" names "gallery-03", a gallery picture; .* name a blog or hero picture/)
  })

  it('a misspelt field, with what it was meant to be', () => {
    const root = copyOfContent()
    withPost(root, 'ferry-cats.md', edit(NEW_POST, 'excerpt:', 'exerpt:'))
    expect(problemsOf(root)).toEqual([
      'content/posts/ferry-cats.md: "excerpt" is missing',
      'content/posts/ferry-cats.md: "exerpt" is not a field here (did you mean "excerpt"?); the fields are id, title, ' +
        'date, category, author, excerpt, tags, image',
    ])
  })

  it('a misspelt field in a YAML file, nested', () => {
    const root = copyOfContent()
    const file = join(root, 'content/business.yaml')
    writeFileSync(file, edit(readFileSync(file, 'utf8'), '  basePrice: 320', '  basPrice: 320'))
    expect(problemsOf(root)).toEqual([
      'content/business.yaml: "privateTours.basePrice" is missing',
      'content/business.yaml: "privateTours.basPrice" is not a field here (did you mean "basePrice"?); the fields are basePrice, ' +
        'includedGuests, perExtraGuest, minGuests, maxGuests, replyWithinHours',
    ])
  })

  it('a price written as text', () => {
    const root = copyOfContent()
    const file = join(root, 'content/business.yaml')
    writeFileSync(file, edit(readFileSync(file, 'utf8'), 'pricePerPerson: 40', 'pricePerPerson: $45'))
    expect(problemsOf(root)).toEqual(['content/business.yaml: "pricePerPerson" must be a number'])
  })

  it('a banner whose month line lost {month}', () => {
    const root = copyOfContent()
    const file = join(root, 'content/banner.yaml')
    writeFileSync(file, edit(readFileSync(file, 'utf8'), '{month} Tours', 'June Tours'))
    expect(problemsOf(root)).toEqual([
      'content/banner.yaml: "monthLine": keep {month} in the text: the site puts the month there',
    ])
  })

  it('every problem of every file in one run', () => {
    const root = copyOfContent()
    withPost(root, 'ferry-cats.md', edit(NEW_POST, /^title: .*\n/m, ''))
    withPost(root, 'pier-cats.md', edit(edit(NEW_POST, 'id: 4', 'id: 5'), 'date: 2025-06-20', 'date: soon'))
    writeFileSync(join(root, 'content/blog.yaml'), 'categories: []\n')
    expect(problemsOf(root)).toEqual([
      'content/blog.yaml: "categories" needs at least 1 entry',
      'content/posts/ferry-cats.md: "title" is missing',
      'content/posts/pier-cats.md: "date": write the date as YYYY-MM-DD, such as 2025-03-14',
    ])
  })
})

describe('the team and the reviews', () => {
  it('a portrait that is no team picture, with the nearest', () => {
    const root = copyOfContent()
    const file = join(root, 'content/team.yaml')
    writeFileSync(file, edit(readFileSync(file, 'utf8'), 'image: team-2', 'image: team2'))
    expect(problemsOf(root)).toEqual([
      'content/team.yaml: "team[2].image" names "team2", which is no portrait of the site (did you mean "team-2"?): ' +
        'use one of team-1, team-2, team-3, team-4',
    ])
  })

  it('a role the About page does not have', () => {
    const root = copyOfContent()
    const file = join(root, 'content/team.yaml')
    writeFileSync(file, edit(readFileSync(file, 'utf8'), 'role: Co-founder\n', 'role: Founder\n'))
    expect(problemsOf(root)).toEqual([
      'content/team.yaml: "team[2].role" must be "Co-founder and licensed guide" or "Co-founder" or "Licensed guide"',
    ])
  })

  it('the home page’s quote marked twice, the contact page’s not at all', () => {
    const root = copyOfContent()
    const file = join(root, 'content/testimonials.yaml')
    writeFileSync(file, edit(readFileSync(file, 'utf8'), 'quotedOn: contact', 'quotedOn: home'))
    expect(problemsOf(root)).toEqual([
      'content/testimonials.yaml: 2 Google reviews with "quotedOn: home": mark exactly one, the review the home page quotes',
      'content/testimonials.yaml: no Google reviews with "quotedOn: contact": mark exactly one, the review the contact page quotes',
    ])
  })

  it('a press-kit rating out of range', () => {
    const root = copyOfContent()
    const file = join(root, 'content/testimonials.yaml')
    writeFileSync(file, edit(readFileSync(file, 'utf8'), 'rating: 5', 'rating: 6'))
    expect(problemsOf(root)).toEqual(['content/testimonials.yaml: "pressKitReviews[1].rating" must be at most 5'])
  })
})

describe('the FAQs', () => {
  it('an answer quoting a fact the site does not have, with the nearest', () => {
    const root = copyOfContent()
    const file = join(root, 'content/faqs.yaml')
    writeFileSync(file, edit(readFileSync(file, 'utf8'), '${pricePerPerson} per', '${pricePerPersn} per'))
    const problems = problemsOf(root)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(
      /^content\/faqs\.yaml: "contact\[1\]" has \{pricePerPersn\}, which is no fact of the site \(did you mean "\{pricePerPerson\}"\?\): the facts are \{email\}, \{pricePerPerson\}, /,
    )
  })
})

describe('the home page', () => {
  const editHome = (root: string, from: string, to: string) => {
    const file = join(root, 'content/home.yaml')
    writeFileSync(file, edit(readFileSync(file, 'utf8'), from, to))
  }

  it('a new benefit and a new heading are lines of the file', () => {
    const root = copyOfContent()
    editHome(root, 'galleryTitle: Scenes from our tours', 'galleryTitle: Our guests on the walk')
    editHome(root, '    - Private tours for', '    - Hot cider on winter walks\n    - Private tours for')
    const { home } = loadContent(root)
    expect(home.galleryTitle).toBe('Our guests on the walk')
    expect(home.benefits.items).toContain('Hot cider on winter walks')
  })

  it('a text quoting a fact the site does not have, with the nearest', () => {
    const root = copyOfContent()
    editHome(root, '{reviewCount} guests', '{reviewsCount} guests')
    const problems = problemsOf(root)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(
      /^content\/home\.yaml: "benefits\.items\[3\]" has \{reviewsCount\}, which is no fact of the site \(did you mean "\{reviewCount\}"\?\)/,
    )
  })

  it('an empty heading, by its field', () => {
    const root = copyOfContent()
    editHome(root, 'availabilityTitle: When we walk', 'availabilityTitle: ""')
    expect(problemsOf(root)).toEqual(['content/home.yaml: "availabilityTitle": The heading is empty'])
  })
})

describe('the press', () => {
  const editPress = (root: string, from: RegExp | string, to: string) => {
    const file = join(root, 'content/press.yaml')
    writeFileSync(file, edit(readFileSync(file, 'utf8'), from, to))
  }

  it('adding an outlet and its article is an entry in each list', () => {
    const root = copyOfContent()
    editPress(
      root,
      'coverage:\n',
      '  - slug: borough-bugle\n    name: The Borough Bugle\n    link: https://www.boroughbugle.example/cat-tours\n' +
        'coverage:\n  - outlet: borough-bugle\n    title: Cats of the Heights\n    date: 2025-06-14\n' +
        '    description: A new season of walks.\n',
    )
    const { press } = loadContent(root)
    expect(press.outlets.at(-1)).toEqual({
      slug: 'borough-bugle',
      name: 'The Borough Bugle',
      link: 'https://www.boroughbugle.example/cat-tours',
    })
    expect(press.coverage[0]).toMatchObject({ outlet: 'borough-bugle', kind: 'article', date: '2025-06-14' })
  })

  it('an article in an outlet the file does not have, with the nearest', () => {
    const root = copyOfContent()
    editPress(root, '  - outlet: whisker-and-quill\n', '  - outlet: whiskers-and-quill\n')
    const problems = problemsOf(root)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(
      /^content\/press\.yaml: "coverage\[7\]\.outlet" names the outlet "whiskers-and-quill", which is not in "outlets" \(did you mean "whisker-and-quill"\?\): correct it, or add the outlet to "outlets"; the outlets are gotham-ledger, brooklyn-stoop-weekly, /,
    )
  })

  it.each([
    ['March 9, 2024', 'write the date as YYYY-MM-DD, such as 2025-03-14'],
    ['2024-02-30', 'that day does not exist'],
  ])('an article dated %s', (date, message) => {
    const root = copyOfContent()
    editPress(root, 'date: 2024-03-09', `date: ${date}`)
    expect(problemsOf(root)).toEqual([`content/press.yaml: "coverage[8].date": ${message}`])
  })

  it('an article without a title', () => {
    const root = copyOfContent()
    editPress(root, '    title: Small groups, big stories\n', '')
    expect(problemsOf(root)).toEqual(['content/press.yaml: "coverage[3].title" is missing'])
  })

  it('a second piece for one outlet, whose logo links to one', () => {
    const root = copyOfContent()
    editPress(root, '  - outlet: whisker-and-quill\n', '  - outlet: gotham-ledger\n')
    expect(problemsOf(root)).toEqual([
      'content/press.yaml: "coverage[8].outlet": "gotham-ledger" already has coverage[7]; an outlet\'s logo links to ' +
        'one piece, so keep one per outlet',
    ])
  })

  it('an outlet whose slug cannot name its logo file', () => {
    const root = copyOfContent()
    editPress(root, '  - slug: gotham-ledger\n', '  - slug: Gotham Ledger\n')
    const problems = problemsOf(root)
    expect(problems[0]).toBe(
      'content/press.yaml: "outlets[1].slug": write small letters, digits and hyphens, such as gotham-ledger',
    )
  })

  it('a media quote of an outlet whose coverage has no quote', () => {
    const root = copyOfContent()
    editPress(root, /(\nmediaQuotes:[\s\S]*?)outlet: nine-lives-digest/, '$1outlet: whisker-and-quill')
    expect(problemsOf(root)).toEqual([
      'content/press.yaml: "mediaQuotes[3].outlet" is "whisker-and-quill", whose coverage has no quote: give that ' +
        'coverage a "quote", which the press kit shows',
    ])
  })

  it('a featured year without articles', () => {
    const root = copyOfContent()
    editPress(root, 'featuredYear: 2024', 'featuredYear: 2022')
    expect(problemsOf(root)).toEqual([
      'content/press.yaml: "featuredYear" is 2022, and no article of "coverage" is from that year: the press kit ' +
        "lists that year's articles, so name a year with some",
    ])
  })
})

describe('files that are not content at all', () => {
  it.each([
    [
      'a post without front matter',
      'no-front.md',
      'Just a story.\n',
      'no front matter: start the file with a line "---"',
    ],
    [
      'front matter that is not YAML',
      'broken.md',
      '---\ntitle: [unclosed\n---\nText\n',
      'the front matter is not valid YAML',
    ],
    ['a file of another kind', 'photo.jpg', 'JFIF', 'only Markdown files (.md) belong in content/posts/'],
  ])('%s', (_, name, text, message) => {
    const root = copyOfContent()
    withPost(root, name, text)
    const problems = problemsOf(root)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain(`content/posts/${name}: ${message}`)
  })

  it('a YAML file that does not parse, with its line', () => {
    const root = copyOfContent()
    writeFileSync(join(root, 'content/banner.yaml'), 'text: "unclosed\nlink: /tours\n')
    expect(problemsOf(root)[0]).toMatch(/^content\/banner\.yaml: not valid YAML on line \d+/)
  })

  it('a Markdown body outside the blog subset, at the line of the file', () => {
    const root = copyOfContent()
    withPost(root, 'ferry-cats.md', `${NEW_POST}\n<script>alert(1)</script>\n`)
    expect(problemsOf(root)).toEqual([
      'content/posts/ferry-cats.md: line 14: raw HTML is not part of the subset; it is shown as plain text',
    ])
  })
})

describe('the build plugin', () => {
  it('stops the build with the whole list', () => {
    const root = copyOfContent()
    withPost(root, 'ferry-cats.md', edit(NEW_POST, /^title: .*\n/m, ''))
    const plugin = contentPlugin()
    const configResolved = plugin.configResolved as unknown as (config: { root: string }) => void
    configResolved({ root })
    const errors: string[] = []
    const context = {
      addWatchFile() {},
      error(message: string): never {
        errors.push(message)
        throw new Error(message)
      },
    }
    expect(() => (plugin.buildStart as unknown as (this: typeof context) => void).call(context)).toThrow()
    expect(errors[0]).toContain('The content files have 1 problem')
    expect(errors[0]).toContain('content/posts/ferry-cats.md: "title" is missing')
  })
})

/** content/photos.yaml with these entries (YAML flow maps, one a line). */
function withPhotos(root: string, ...entries: string[]): void {
  writeFileSync(join(root, 'content/photos.yaml'), `photos:\n${entries.map((entry) => `  - ${entry}\n`).join('')}`)
}

describe('gallery pictures are content (content/gallery.yaml, `gallery:` in a photo entry)', () => {
  it('by default, the thirty tour drawings with ids 1 to 30 and the 21 fan drawings with ids 101 to 121', () => {
    const { grids } = loadContent(ROOT)
    expect(grids.tour.map((picture) => picture.id)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1))
    expect(grids.tour[6]).toEqual({ id: 7, src: 'gallery-07' })
    expect(grids.fans.map((picture) => picture.id)).toEqual(Array.from({ length: 21 }, (_, i) => i + 101))
    expect(grids.fans[0]).toEqual({ id: 101, src: 'fan-01' })
    // The build sends the app no grid then: the app's own list of the drawings must be the same one.
    expect(tourPhotos.map(({ id, src }) => ({ id, src }))).toEqual(grids.tour)
    expect(fanPhotos.map(({ id, src }) => ({ id, src }))).toEqual(grids.fans)
  })

  it('one photo entry adds a picture at the end of its grid, with the next free id', () => {
    const root = copyOfContent()
    withPhotos(
      root,
      '{ file: Willow Street.jpg, alt: A tabby on a stoop, gallery: tour }',
      '{ file: ledger.png, alt: Ledger asleep, gallery: fans }',
      '{ file: patch.jpg, alt: Patch at the window, gallery: tour }',
    )
    const { grids } = loadContent(root)
    expect(grids.tour).toHaveLength(32)
    expect(grids.tour.slice(-2)).toEqual([
      { id: 31, src: 'photo-willow-street' },
      { id: 32, src: 'photo-patch' },
    ])
    expect(grids.fans.at(-1)).toEqual({ id: 122, src: 'photo-ledger' })
  })

  it('content/gallery.yaml leaves a drawing out, and places a photo, without changing any id', () => {
    const root = copyOfContent()
    withPhotos(root, '{ file: patch.jpg, alt: Patch at the window, gallery: tour }')
    const file = join(root, 'content/gallery.yaml')
    const text = readFileSync(file, 'utf8')
    writeFileSync(file, edit(edit(text, '  - gallery-02\n', ''), '  - gallery-01\n', '  - patch.jpg\n  - gallery-01\n'))
    const { grids } = loadContent(root)
    expect(grids.tour).toHaveLength(30)
    expect(grids.tour.slice(0, 3)).toEqual([
      { id: 31, src: 'photo-patch' },
      { id: 1, src: 'gallery-01' },
      { id: 3, src: 'gallery-03' },
    ])
  })

  it('a name in content/gallery.yaml that is no picture of the grid, with the nearest', () => {
    const root = copyOfContent()
    withPhotos(
      root,
      '{ file: patch.jpg, alt: Patch at the window, gallery: fans }',
      '{ file: ledger.jpg, alt: L, use: [hero-home] }',
    )
    const file = join(root, 'content/gallery.yaml')
    let text = edit(readFileSync(file, 'utf8'), '  - gallery-03\n', '  - galery-03\n  - gallery-04\n')
    text = edit(text, '  - gallery-05\n', '  - fan-02\n  - patch.jpg\n  - ledger.jpg\n')
    writeFileSync(file, text)
    expect(problemsOf(root)).toEqual([
      'content/gallery.yaml: "tour[3]": "galery-03" is no picture of this grid (did you mean "gallery-03"?): name a ' +
        'drawing (gallery-01 to gallery-30) or the file of a photo whose entry in content/photos.yaml says "gallery: tour"',
      'content/gallery.yaml: "tour[5]": "gallery-04" is already in the list: a picture is shown once, so remove one',
      'content/gallery.yaml: "tour[6]": "fan-02" is a picture of the fans grid, not of tour: move it to the "fans" list',
      'content/gallery.yaml: "tour[7]": "patch.jpg" is a picture of the fans grid, not of tour: move it to the "fans" list',
      'content/gallery.yaml: "tour[8]": the photo "ledger.jpg" has no "gallery: tour" in content/photos.yaml: add ' +
        'that line to its entry, or remove it from this list',
    ])
  })

  it('a grid content/gallery.yaml does not have', () => {
    const root = copyOfContent()
    const file = join(root, 'content/gallery.yaml')
    writeFileSync(file, edit(readFileSync(file, 'utf8'), 'fans:', 'fan:'))
    expect(problemsOf(root)).toEqual([
      'content/gallery.yaml: "fans" is missing',
      'content/gallery.yaml: "fan" is not a field here (did you mean "fans"?); the fields are tour, fans',
    ])
  })
})

describe("a post's own photo", () => {
  it('is named by its file in "image", with one entry in the photos list', () => {
    const root = copyOfContent()
    withPhotos(root, '{ file: ferry.jpg, alt: The ferry landing at dawn }')
    withPost(root, 'ferry-cats.md', edit(NEW_POST, 'image: hero-tours', 'image: ferry.jpg'))
    const post = loadContent(root).posts.find((entry) => entry.id === 4)!
    expect(post.image).toBe('photo-ferry-post')
  })

  it('a photo file the photos list does not have, with the nearest', () => {
    const root = copyOfContent()
    withPhotos(root, '{ file: ferry.jpg, alt: The ferry landing at dawn }')
    withPost(root, 'ferry-cats.md', edit(NEW_POST, 'image: hero-tours', 'image: fery.jpg'))
    expect(problemsOf(root)).toEqual([
      'content/posts/ferry-cats.md: "image" names the photo "fery.jpg", which no entry of the photos list ' +
        '(content/photos.yaml) has (did you mean "ferry.jpg"?): put the photo in photos/ and add an entry for it ' +
        '(file, alt) to content/photos.yaml, or name a drawing such as blog-borough-hall (README "Photos")',
    ])
  })
})

describe('the photo checks of gallery photos and post photos', () => {
  const problems = (root: string) => checkManifest(photoSetFor(root, undefined)).problems

  it('an unknown grid, with the nearest', () => {
    const root = copyOfContent()
    withPhotos(root, '{ file: patch.jpg, alt: Patch, gallery: tuor }')
    expect(problems(root)).toContain(
      'photos/patch.jpg: "gallery" is "tuor", which is no grid of the gallery page (did you mean "tour"?): write ' +
        '"tour" (Tour Photo Gallery) or "fans" (Feline Fan Photos).',
    )
  })

  it('a photo file that is not in photos/, with the nearest', () => {
    const root = copyOfContent()
    mkdirSync(join(root, 'photos'))
    writeFileSync(join(root, 'photos/patch.jpg'), '')
    withPhotos(root, '{ file: pach.jpg, alt: Patch, gallery: tour }')
    expect(problems(root)).toEqual([
      'photos/pach.jpg: no such file (did you mean "patch.jpg"?). Put the photo in the folder, or correct "file" in ' +
        'the manifest (names are case-sensitive).',
    ])
  })

  it('two photos whose pictures would have the same name', () => {
    const root = copyOfContent()
    mkdirSync(join(root, 'photos'))
    for (const file of ['Patch.jpg', 'patch.png']) writeFileSync(join(root, 'photos', file), '')
    withPhotos(root, '{ file: Patch.jpg, alt: Patch, gallery: tour }', '{ file: patch.png, alt: Patch, gallery: fans }')
    expect(problems(root)).toEqual([
      "photos/patch.png: its picture would be named photo-patch, as photos/Patch.jpg's is (names are made from the " +
        'file name, without its letter case and punctuation): rename one of the two files.',
    ])
  })

  it('an entry that neither fills a drawing, joins a grid nor is a post’s picture', () => {
    const root = copyOfContent()
    withPhotos(root, '{ file: patch.jpg, alt: Patch }')
    expect(problems(root).join('\n')).toMatch(/"use" must list the pictures the photo fills.*"gallery: tour"/)
  })
})
