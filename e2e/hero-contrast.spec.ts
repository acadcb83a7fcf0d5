/**
 * The hero's white text stays at WCAG AA contrast whatever picture the business puts behind it (decision 0015's
 * photos). axe cannot judge text over a picture (it reports it for review), so each page's hero is measured
 * with the brightest picture there is, pure white, in place of its own: with the text made transparent and the
 * buttons hidden, the lightest pixel behind each line of text must still give white text 4.5:1 (3:1 for large
 * text). Runs at both widths, on every page the build renders that opens with a picture.
 */
import sharp from 'sharp'
import { expect, test, waitForHydration } from './fixtures'
import { documentsWithHero } from './site-documents'

const WHITE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"><rect width="16" height="9" fill="#fff"/></svg>',
)}`

/** WCAG 2.2 relative luminance of an sRGB pixel. */
function luminance(r: number, g: number, b: number): number {
  const channel = (value: number) => {
    const c = value / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

interface TextBox {
  text: string
  /** The text's own colour, opaque sRGB. */
  rgb: [number, number, number]
  x: number
  y: number
  width: number
  height: number
  large: boolean
}

for (const { url } of documentsWithHero) {
  test(`${url}: the hero's text and the header's over it keep AA contrast over a pure white picture`, async ({
    page,
  }) => {
    await page.goto(url)
    await waitForHydration(page)
    const hero = page
      .locator('main section')
      .filter({ has: page.locator('img[fetchpriority="high"]') })
      .first()
    await expect(hero).toHaveCount(1)

    const boxes: TextBox[] = await hero.evaluate(async (section, white) => {
      const img = section.querySelector<HTMLImageElement>('img[fetchpriority="high"]')
      if (!img) throw new Error('no hero picture')
      for (const source of img.closest('picture')?.querySelectorAll('source') ?? []) source.remove()
      img.removeAttribute('srcset')
      img.style.animation = 'none'
      img.style.opacity = '1'
      img.src = white
      await img.decode()
      const heroBottom = section.getBoundingClientRect().bottom
      // Text on a background of its own (a button) does not lie on the picture; axe checks it (e2e/a11y.spec.ts).
      const onItsOwnBackground = (line: HTMLElement) => {
        for (
          let at: HTMLElement | null = line;
          at && at !== section && at.tagName !== 'HEADER';
          at = at.parentElement
        ) {
          const colour = getComputedStyle(at).backgroundColor
          const alpha = colour.match(/rgba\(.*,\s*([\d.]+)\)/)
          if (colour !== 'rgba(0, 0, 0, 0)' && (!alpha || Number(alpha[1]) === 1)) return true
        }
        return false
      }
      // The hero's own lines, and the header's words lying on the hero.
      const lines = [
        ...section.querySelectorAll<HTMLElement>('h1, h2, p, span, li'),
        ...document.querySelectorAll<HTMLElement>('header a, header span, header p'),
      ].filter(
        (line) =>
          [...line.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) &&
          !onItsOwnBackground(line),
      )
      const found = lines.map((line) => {
        // The text's own box: an element's box can hold padding and a drawn underline in another colour.
        const range = document.createRange()
        range.selectNodeContents(line)
        const { x, y, width, height } = range.getBoundingClientRect()
        const style = getComputedStyle(line)
        const size = Number.parseFloat(style.fontSize)
        const [r, g, b] = (style.color.match(/[\d.]+/g) ?? []).map(Number)
        return {
          text: line.textContent?.trim().slice(0, 40) ?? '',
          rgb: [r, g, b] as [number, number, number],
          x,
          y,
          width,
          height,
          large: size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700),
        }
      })
      for (const line of lines) line.style.color = 'transparent'
      for (const control of section.querySelectorAll<HTMLElement>('a, button')) control.style.visibility = 'hidden'
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      return found.filter((box) => box.width > 0 && box.height > 0 && box.y + box.height <= heroBottom)
    }, WHITE)
    expect(boxes.length, 'the hero has text').toBeGreaterThan(0)

    const viewport = page.viewportSize()
    if (!viewport) throw new Error('no viewport')
    const { data, info } = await sharp(await page.screenshot())
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    const scale = info.width / viewport.width
    const below: string[] = []
    for (const box of boxes) {
      const text = luminance(...box.rgb)
      let worst = Number.POSITIVE_INFINITY
      const top = Math.max(0, Math.floor(box.y * scale))
      const bottom = Math.min(info.height, Math.ceil((box.y + box.height) * scale))
      const left = Math.max(0, Math.floor(box.x * scale))
      const right = Math.min(info.width, Math.ceil((box.x + box.width) * scale))
      for (let y = top; y < bottom; y++)
        for (let x = left; x < right; x++) {
          const at = (y * info.width + x) * info.channels
          const behind = luminance(data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0)
          worst = Math.min(worst, (Math.max(text, behind) + 0.05) / (Math.min(text, behind) + 0.05))
        }
      if (worst < (box.large ? 3 : 4.5)) below.push(`"${box.text}" ${worst.toFixed(2)}:1`)
    }
    expect(below).toEqual([])
  })
}
