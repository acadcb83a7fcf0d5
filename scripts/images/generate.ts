/**
 * Draws one image of src/content/images.ts as SVG: a scene chosen by the entry's `art`, details seeded by its
 * name, so every picture differs and the same name always gives the same SVG. No text (fonts differ between
 * machines) and no external references.
 */
import { HERO_FOCUS, IMAGE_KINDS, PHONE_ART, type Art, type DrawingEntry } from '../../src/content/images.ts'
import { cat, resetCatIds } from './cat.ts'
import { createRandom, mix, n, type Random } from './random.ts'
import {
  bench,
  bodega,
  bridge,
  brownstones,
  H,
  hall,
  lamp,
  LIGHTS,
  railing,
  sky,
  skyline,
  tenements,
  tree,
  water,
} from './scenery.ts'

/** Width of the drawing for an aspect ratio; every drawing is 900 units tall. */
export function drawingWidth(ratio: readonly [number, number]): number {
  return Math.round((H * ratio[0]) / ratio[1])
}

interface Stage {
  random: Random
  w: number
  art: Art
  /** Heroes keep the left half quiet for the headline and put the cat on the right. */
  hero: boolean
}

function catX({ random, w, hero }: Stage): number {
  return hero ? random.range(w * 0.66, w * 0.8) : random.range(w * 0.35, w * 0.65)
}

/** Gallery pictures are seen small: their cat is drawn larger than a hero's. */
function size(stage: Stage, scale: number): number {
  return stage.hero ? scale : scale * 1.3
}

function distance(stage: Stage, horizon: number): string {
  const l = LIGHTS[stage.art.time]
  const far = mix(l.top, l.haze, 0.55)
  const near = mix('#1b2435', l.haze, stage.art.time === 'day' ? 0.45 : 0.2)
  return (
    skyline(stage.random, stage.w, { color: far, base: horizon, minHeight: 90, maxHeight: 260, towers: true }) +
    skyline(stage.random, stage.w, {
      color: near,
      base: horizon,
      minHeight: 50,
      maxHeight: 170,
      windows: l.window,
      lit: l.lit,
    })
  )
}

const scenes: Record<Art['scene'], (stage: Stage) => string> = {
  skyline(stage) {
    const { random, w, art } = stage
    const roof = 690
    const l = LIGHTS[art.time]
    const scale = size(stage, random.range(1.1, 1.3))
    return (
      sky(random, w, 620, art.time) +
      distance(stage, 640) +
      skyline(random, w, {
        color: mix('#1b2435', l.haze, 0.1),
        base: 700,
        minHeight: 40,
        maxHeight: 120,
        windows: l.window,
        lit: l.lit,
      }) +
      `<rect x="0" y="${roof}" width="${w}" height="${H - roof}" fill="${mix('#2a2430', '#1b2435', 0.3)}"/><rect x="0" y="${roof - 14}" width="${w}" height="20" fill="${mix('#5a4a44', '#1b2435', 0.3)}"/>` +
      `<g fill="${mix('#2a2430', '#1b2435', 0.3)}"><rect x="${n(w * 0.08)}" y="${roof - 70}" width="60" height="70"/><rect x="${n(w * 0.08 - 6)}" y="${roof - 78}" width="72" height="10"/></g>` +
      cat(random, {
        coat: art.coat,
        pose: art.pose,
        x: catX(stage),
        y: roof - 10,
        scale,
        facing: random.chance(0.5) ? 1 : -1,
      })
    )
  },
  brownstones(stage) {
    const { random, w, art } = stage
    const ground = 760
    const row = brownstones(random, w, ground, art.time)
    const target = catX(stage)
    const stoop = row.stoops.reduce(
      (best, s) => (Math.abs(s.x - target) < Math.abs(best.x - target) ? s : best),
      row.stoops[0]!,
    )
    const leaf = art.time === 'day' ? '#3f7d5a' : mix('#0f6b63', '#1b2435', 0.4)
    return (
      sky(random, w, 300, art.time) +
      row.svg +
      tree(random, random.range(w * 0.05, w * 0.3), ground + 10, random.range(1.3, 1.6), leaf) +
      lamp(random.range(w * 0.35, w * 0.55), ground + 30, 330, art.time) +
      cat(random, {
        coat: art.coat,
        pose: art.pose,
        x: stoop.x,
        y: stoop.y,
        scale: size(stage, 0.85),
        facing: random.chance(0.5) ? 1 : -1,
      })
    )
  },
  bridge(stage) {
    const { random, w, art } = stage
    const horizon = 560
    const rail = 740
    return (
      sky(random, w, horizon, art.time) +
      distance(stage, horizon) +
      water(random, w, horizon, art.time) +
      bridge(w, stage.hero ? w * 0.42 : w * random.range(0.3, 0.7), 470, horizon + 40, art.time) +
      `<rect x="0" y="${rail}" width="${w}" height="${H - rail}" fill="${mix('#6b5a4c', '#1b2435', art.time === 'day' ? 0.1 : 0.5)}"/>` +
      railing(w, rail - 70, art.time) +
      lamp(w * random.range(0.05, 0.2), rail + 40, 420, art.time) +
      cat(random, {
        coat: art.coat,
        pose: art.pose,
        x: catX(stage),
        y: rail - 78,
        scale: size(stage, 1.05),
        facing: random.chance(0.5) ? 1 : -1,
      })
    )
  },
  tenements(stage) {
    const { random, w, art } = stage
    const ground = 780
    return (
      sky(random, w, 200, art.time) +
      tenements(random, w, ground, art.time) +
      lamp(random.range(w * 0.25, w * 0.5), ground + 40, 380, art.time) +
      cat(random, {
        coat: art.coat,
        pose: art.pose,
        x: catX(stage),
        y: ground + 50,
        scale: size(stage, 1),
        facing: random.chance(0.5) ? 1 : -1,
      })
    )
  },
  financial(stage) {
    const { random, w, art } = stage
    const ground = 800
    const hallW = Math.min(w * 0.62, 760)
    const hx = stage.hero ? w - hallW - w * 0.06 : (w - hallW) / 2
    const building = hall(hx, hallW, ground, art.time)
    const l = LIGHTS[art.time]
    return (
      sky(random, w, 600, art.time) +
      skyline(random, w, {
        color: mix(l.top, l.haze, 0.5),
        base: ground,
        minHeight: 300,
        maxHeight: 620,
        towers: true,
      }) +
      skyline(random, w, {
        color: mix('#1b2435', l.haze, art.time === 'day' ? 0.5 : 0.25),
        base: ground,
        minHeight: 200,
        maxHeight: 420,
        windows: l.window,
        lit: l.lit,
      }) +
      `<rect x="0" y="${ground}" width="${w}" height="${H - ground}" fill="${mix('#a39a8e', '#1b2435', art.time === 'day' ? 0 : 0.45)}"/>` +
      building.svg +
      lamp(hx - 50, ground + 40, 360, art.time) +
      cat(random, {
        coat: art.coat,
        pose: art.pose,
        x: random.range(hx + hallW * 0.3, hx + hallW * 0.7),
        y: building.step,
        scale: size(stage, 0.9),
        facing: random.chance(0.5) ? 1 : -1,
      })
    )
  },
  park(stage) {
    const { random, w, art } = stage
    const ground = 700
    const l = LIGHTS[art.time]
    const grass = art.time === 'day' ? '#7fae6e' : mix('#4f7a55', '#1b2435', art.time === 'night' ? 0.6 : 0.3)
    const leaf = art.time === 'day' ? '#3f7d5a' : mix('#2f6b52', '#1b2435', art.time === 'night' ? 0.55 : 0.3)
    const bx = catX(stage) - 140
    const seat = bench(bx, ground + 60, art.time)
    let trees = ''
    for (let i = 0; i < 4; i++)
      trees += tree(random, random.range(0, w), ground + 10, random.range(1.1, 1.6), mix(leaf, l.haze, 0.25))
    return (
      sky(random, w, 540, art.time) +
      skyline(random, w, {
        color: mix(l.top, l.haze, 0.5),
        base: ground,
        minHeight: 160,
        maxHeight: 380,
        towers: true,
      }) +
      trees +
      `<rect x="0" y="${ground}" width="${w}" height="${H - ground}" fill="${grass}"/>` +
      `<path d="M0 ${ground + 140} C${n(w * 0.3)} ${ground + 80} ${n(w * 0.6)} ${ground + 170} ${w} ${ground + 110} V${H} H0 Z" fill="${mix('#d8c8ae', '#1b2435', art.time === 'day' ? 0 : 0.4)}"/>` +
      tree(random, random.range(w * 0.02, w * 0.2), ground + 40, 1.9, leaf) +
      lamp(bx + 330, ground + 70, 380, art.time) +
      seat.svg +
      cat(random, {
        coat: art.coat,
        pose: art.pose,
        x: bx + 140,
        y: seat.seat,
        scale: size(stage, 0.85),
        facing: random.chance(0.5) ? 1 : -1,
      })
    )
  },
  storefront(stage) {
    const { random, w, art } = stage
    const shop = bodega(random, w, art.time)
    const x = stage.hero ? shop.windowX + shop.windowW * 0.7 : shop.windowX + shop.windowW * random.range(0.35, 0.65)
    return (
      shop.svg +
      cat(random, {
        coat: art.coat,
        pose: art.pose,
        x,
        y: shop.sill,
        scale: 1.2,
        facing: random.chance(0.5) ? 1 : -1,
        shadow: false,
      })
    )
  },
  portrait(stage) {
    const { random, w, art } = stage
    const accent = art.accent ?? '#0f6b63'
    let dots = ''
    for (let y = 40; y < H; y += 60)
      for (let x = (y / 60) % 2 ? 30 : 0; x < w; x += 60) dots += `<circle cx="${x}" cy="${y}" r="4"/>`
    const knot = `<g fill="${accent}"><path d="M${n(w / 2 - 86)} 628 q86 44 172 0 l8 38 q-94 50 -188 0 Z"/><path d="M${n(w / 2 + 24)} 660 l44 130 l-48 -8 l-22 -110 Z"/></g>`
    return (
      `<rect width="${w}" height="${H}" fill="#fbf6ee"/><g fill="${mix(accent, '#fbf6ee', 0.8)}">${dots}</g>` +
      `<circle cx="${n(w / 2)}" cy="470" r="330" fill="${mix(accent, '#fbf6ee', 0.55)}"/>` +
      cat(random, { coat: art.coat, pose: 'front', x: w / 2, y: 1010, scale: 2.9, shadow: false }) +
      knot
    )
  },
  studio(stage) {
    const { random, w, art } = stage
    const wall = random.pick(['#fbf6ee', '#f4e6d4', '#e7efe9'])
    return (
      `<rect width="${w}" height="${H}" fill="${wall}"/><rect y="640" width="${w}" height="${H - 640}" fill="${mix(wall, '#b93f0c', 0.12)}"/>` +
      `<circle cx="${n(w * 0.5)}" cy="420" r="260" fill="${mix(wall, '#e2762f', 0.18)}"/>` +
      cat(random, { coat: art.coat, pose: art.pose, x: w / 2, y: 700, scale: 1.6 })
    )
  },
}

/** The drawing of one image: its width in units (900 tall) and its SVG body. */
function draw(entry: DrawingEntry): { w: number; body: string } {
  resetCatIds()
  const w = drawingWidth(IMAGE_KINDS[entry.kind].ratio)
  const random = createRandom(entry.name)
  return { w, body: scenes[entry.art.scene]({ random, w, art: entry.art, hero: entry.kind === 'hero' }) }
}

function svg(x: number, w: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${x} 0 ${w} ${H}" width="${w}" height="${H}">${body}</svg>`
}

/** The SVG source of one image, 900 units tall, at its aspect ratio. */
export function svgFor(entry: DrawingEntry): string {
  const { w, body } = draw(entry)
  return svg(0, w, body)
}

/**
 * A hero's phone slice (PHONE_ART): the same drawing, its view box narrowed to the 4:5 part a phone's hero shows,
 * placed as the page's object-position places the full picture (HERO_FOCUS), so both show the same cat.
 */
export function phoneSvgFor(entry: DrawingEntry): string {
  const { w, body } = draw(entry)
  const sliceWidth = drawingWidth(PHONE_ART.ratio)
  return svg(Math.round(HERO_FOCUS.x * (w - sliceWidth)), sliceWidth, body)
}
