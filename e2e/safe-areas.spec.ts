/**
 * The page asks for the whole screen (`viewport-fit=cover`) and the installed app's status bar is translucent, so on
 * an iPhone the page runs under the status bar, the home indicator and, in landscape, the notch. What a guest reads
 * or taps must keep clear of them (src/styles/safe-area.ts). Chromium stands in for the phone: DevTools sets the
 * safe-area insets an iPhone reports, and the page lays out against them through the same env() values.
 */
import type { Page } from '@playwright/test'
import { expect, scrollToY, settle, test, waitForHydration } from './fixtures'

interface Insets {
  top: number
  right: number
  bottom: number
  left: number
}

/** An iPhone 15 in the installed app, upright: the status bar over the top, the home indicator at the bottom. */
const PORTRAIT: Insets = { top: 47, right: 0, bottom: 34, left: 0 }
/** The same phone on its side in Safari: the notch on one side, its mirror on the other, the home indicator. */
const LANDSCAPE: Insets = { top: 0, right: 47, bottom: 21, left: 47 }

async function emulateInsets(page: Page, insets: Insets) {
  const session = await page.context().newCDPSession(page)
  await session.send('Emulation.setSafeAreaInsetsOverride', { insets })
}

/** What the page itself reads for the insets: the test means nothing if the emulation stopped reaching it. */
function readInsets(page: Page): Promise<Insets> {
  return page.evaluate(() => {
    const probe = document.createElement('div')
    probe.style.cssText =
      'position:absolute;padding:env(safe-area-inset-top) env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left)'
    document.body.append(probe)
    const style = getComputedStyle(probe)
    const insets = {
      top: Number.parseFloat(style.paddingTop),
      right: Number.parseFloat(style.paddingRight),
      bottom: Number.parseFloat(style.paddingBottom),
      left: Number.parseFloat(style.paddingLeft),
    }
    probe.remove()
    return insets
  })
}

/** Opens `path` on a phone reporting `insets`, and checks the page reads them (else no test here could fail). */
async function openWithInsets(page: Page, path: string, insets: Insets) {
  await emulateInsets(page, insets)
  await page.goto(path)
  await waitForHydration(page)
  expect(await readInsets(page)).toEqual(insets)
}

/** Lets entrance animations (the sticky bar rising, a dialog sliding in) end; endless ones (spinners) are left. */
async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

/** What a guest reads or taps; a block's text is its box less its padding. */
const READABLE = 'a, button, input, select, textarea, label, h1, h2, h3, h4, p, li, blockquote, figcaption, span, svg'

/**
 * Text and controls inside anything pinned to the screen (fixed, or sticky) that reach into an inset: a pinned bar's
 * background may run on under the phone's furniture, what is on it may not.
 */
function pinnedContentUnderInsets(page: Page, insets: Insets): Promise<string[]> {
  return page.evaluate(
    ({ insets, readable }) => {
      const clear = {
        top: insets.top,
        left: insets.left,
        right: window.innerWidth - insets.right,
        bottom: window.innerHeight - insets.bottom,
      }
      const px = (value: string) => Number.parseFloat(value) || 0
      const scrolls = (item: Element, pinned: Element) => {
        for (let box: Element | null = item; box; box = box === pinned ? null : box.parentElement) {
          const overflow = getComputedStyle(box).overflowY
          if ((overflow === 'auto' || overflow === 'scroll') && box.scrollHeight > box.clientHeight + 1) return true
        }
        return false
      }
      const found = new Set<string>()
      for (const pinned of document.querySelectorAll<HTMLElement>('body *')) {
        const position = getComputedStyle(pinned).position
        if (position !== 'fixed' && position !== 'sticky') continue
        const items = [pinned, ...pinned.querySelectorAll<Element>(readable)].filter((item) => item.matches(readable))
        for (const item of items) {
          const style = getComputedStyle(item)
          if (style.visibility === 'hidden' || item.closest('[hidden], [inert], [aria-hidden="true"]:not(svg)'))
            continue
          const box = item.getBoundingClientRect()
          if (box.width <= 1 || box.height <= 1) continue
          // In a panel that scrolls, content passes under the furniture on its way, as in any app: the tests check
          // that such a panel's ends come clear.
          if (scrolls(item, pinned)) continue
          const content = {
            top: box.top + px(style.paddingTop),
            left: box.left + px(style.paddingLeft),
            right: box.right - px(style.paddingRight),
            bottom: box.bottom - px(style.paddingBottom),
          }
          // Wholly off screen (a panel parked outside until it opens) is not under anything.
          if (content.bottom <= 0 || content.top >= window.innerHeight) continue
          if (content.right <= 0 || content.left >= window.innerWidth) continue
          const slack = 0.5
          const under = [
            content.top < clear.top - slack && `top ${content.top.toFixed(1)} < ${clear.top}`,
            content.bottom > clear.bottom + slack && `bottom ${content.bottom.toFixed(1)} > ${clear.bottom}`,
            content.left < clear.left - slack && `left ${content.left.toFixed(1)} < ${clear.left}`,
            content.right > clear.right + slack && `right ${content.right.toFixed(1)} > ${clear.right}`,
          ].filter(Boolean)
          if (under.length === 0) continue
          const name = item.getAttribute('aria-label') ?? (item.textContent ?? '').trim().slice(0, 30)
          found.add(`<${item.localName}> "${name}" in <${pinned.localName}>: ${under.join(', ')}`)
        }
      }
      return [...found]
    },
    { insets, readable: READABLE },
  )
}

/** Text and controls anywhere on the page (scrolled into view or not) that reach into the notch's side. */
function contentInSideInsets(page: Page, insets: Insets): Promise<string[]> {
  return page.evaluate(
    ({ insets, readable }) => {
      const right = document.documentElement.clientWidth - insets.right
      const found: string[] = []
      for (const element of document.querySelectorAll<HTMLElement>(readable)) {
        const box = element.getBoundingClientRect()
        if (box.width <= 1 || box.height <= 1) continue
        const style = getComputedStyle(element)
        if (style.visibility === 'hidden' || style.clipPath !== 'none' || style.clip !== 'auto') continue
        // Inside a strip that scrolls sideways, an item passes the edge on purpose.
        let scroller = element.parentElement
        while (scroller && !/(auto|scroll)/.test(getComputedStyle(scroller).overflowX))
          scroller = scroller.parentElement
        if (scroller && scroller !== document.documentElement && scroller !== document.body) continue
        // Parked far off screen on purpose (a field for bots only): not something a guest sees.
        if (box.right <= 0 || box.left >= document.documentElement.clientWidth + 500) continue
        // The text sits inside the padding: a full-width band's padding may run on under the notch.
        const left = box.left + (Number.parseFloat(style.paddingLeft) || 0)
        const end = box.right - (Number.parseFloat(style.paddingRight) || 0)
        if (left < insets.left - 0.5 || end > right + 0.5) {
          const text = (element.textContent ?? '').trim().slice(0, 40) || element.getAttribute('aria-label')
          found.push(`<${element.localName}> "${text}": ${left.toFixed(1)}-${end.toFixed(1)}`)
        }
      }
      return found
    },
    { insets, readable: READABLE },
  )
}

/**
 * Every place the site's stylesheet sets a box's position or height by the screen's height, as this browser keeps it
 * (of each property, the last declaration it understands). The stylesheet is the one the page links for a browser
 * without scripts, as served, parsed by the browser itself.
 */
function screenHeightRules(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const url = /href="([^"]+\.css)"/.exec(document.querySelector('noscript')?.textContent ?? '')?.[1]
    if (!url) throw new Error('no stylesheet linked in the page')
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(await (await fetch(url)).text())
    const found: string[] = []
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) {
          for (const property of ['top', 'bottom', 'height', 'max-height']) {
            const value = rule.style.getPropertyValue(property)
            if (/\d[dsl]?vh\b/.test(value)) found.push(`${rule.selectorText} { ${property}: ${value} }`)
          }
        }
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules)
      }
    }
    walk(sheet.cssRules)
    return found
  })
}

test.describe('an iPhone upright, in the installed app', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true })

  test('the banner, the header held at the top, the booking bar and the floating link keep clear of the status bar and the home indicator', async ({
    page,
  }) => {
    await openWithInsets(page, '/', PORTRAIT)

    const banner = page.getByRole('complementary', { name: 'Announcement' })
    expect((await banner.getByRole('link').boundingBox())!.y).toBeGreaterThanOrEqual(PORTRAIT.top)
    expect(await pinnedContentUnderInsets(page, PORTRAIT)).toEqual([])

    // Scrolled: the header is held at the top, the booking bar has risen from the bottom.
    await scrollToY(page, 1200)
    await settle(page)
    const bar = page.getByRole('complementary', { name: 'Book a tour' })
    await expect(bar).toBeVisible()
    await expect(page.locator('header')).toHaveAttribute('data-scrolled')
    await animationsDone(page)
    const menu = await page.getByRole('button', { name: /menu/i }).boundingBox()
    expect(menu!.y).toBeGreaterThanOrEqual(PORTRAIT.top)
    const reserve = await bar.getByRole('link', { name: 'Reserve your spot on a cat history tour' }).boundingBox()
    expect(reserve!.y + reserve!.height).toBeLessThanOrEqual(844 - PORTRAIT.bottom)
    expect(await pinnedContentUnderInsets(page, PORTRAIT)).toEqual([])

    // At the very end, the footer's last line is above the home indicator.
    await scrollToY(page, 100_000)
    const lastLine = page.getByRole('contentinfo').locator('p, a').last()
    const last = await lastLine.boundingBox()
    expect(last!.y + last!.height).toBeLessThanOrEqual(844 - PORTRAIT.bottom)
  })

  test('the menu, opened full height at the edge, keeps its close button and links clear', async ({ page }) => {
    await openWithInsets(page, '/tours', PORTRAIT)
    await page.getByRole('button', { name: /menu/i }).click()
    const menu = page.getByRole('dialog')
    await expect(menu).toBeVisible()
    await animationsDone(page)
    const close = await menu.getByRole('button', { name: /close/i }).boundingBox()
    expect(close!.y).toBeGreaterThanOrEqual(PORTRAIT.top)
    expect(await pinnedContentUnderInsets(page, PORTRAIT)).toEqual([])
    // Taller than the screen, it scrolls; at its end its last control is above the home indicator.
    await menu.evaluate((panel) => panel.scrollTo({ top: panel.scrollHeight, behavior: 'instant' }))
    const last = await menu.locator('a, button').last().boundingBox()
    expect(last!.y + last!.height).toBeLessThanOrEqual(844 - PORTRAIT.bottom)
  })

  test('a photo opened full screen keeps its close button and its previous and next buttons clear', async ({
    page,
  }) => {
    await openWithInsets(page, '/gallery?photo=1', PORTRAIT)
    const lightbox = page.getByRole('dialog')
    await expect(lightbox).toBeVisible()
    await animationsDone(page)
    const close = await lightbox.getByRole('button', { name: 'Close photo' }).boundingBox()
    expect(close!.y).toBeGreaterThanOrEqual(PORTRAIT.top)
    const next = await lightbox.getByRole('button', { name: 'Next photo' }).boundingBox()
    expect(next!.y + next!.height).toBeLessThanOrEqual(844 - PORTRAIT.bottom)
    expect(await pinnedContentUnderInsets(page, PORTRAIT)).toEqual([])
  })
  test("a box placed or capped by the screen's height fits what the guest sees while the toolbars show", async ({
    page,
  }) => {
    // Safari's toolbars cover part of the screen `vh` counts: the search dialog's last results and the outbox panel's
    // last button sat under them. `dvh` follows the toolbars (src/styles/visible-height.ts). Chromium here shows no
    // toolbars to measure, so this reads the rules a phone applies. (Floors, min-height, are not read: a box at least
    // the screen's height is read whole by scrolling the page.)
    await page.goto('/')
    const rules = await screenHeightRules(page)
    expect(rules.filter((rule) => /\dvh\b/.test(rule))).toEqual([])
    // The search dialog's place and cap and the outbox panel's cap, read: the walk above reaches them.
    expect(rules.filter((rule) => /\ddvh\b/.test(rule)).length).toBeGreaterThanOrEqual(3)
  })
})

test.describe('an iPhone on its side', () => {
  test.use({ viewport: { width: 844, height: 390 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true })

  for (const path of ['/', '/tours', '/tours/brooklyn-heights', '/about', '/gallery', '/blog?post=1', '/contact']) {
    test(`${path}: no text or control reaches into the notch's side, and nothing pinned does`, async ({ page }) => {
      await openWithInsets(page, path, LANDSCAPE)
      expect(await contentInSideInsets(page, LANDSCAPE)).toEqual([])
      await scrollToY(page, 1200)
      await settle(page)
      await animationsDone(page)
      expect(await pinnedContentUnderInsets(page, LANDSCAPE)).toEqual([])
    })
  }
})
