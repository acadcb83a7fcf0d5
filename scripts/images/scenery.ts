/** New York scenery: skies, skylines, brownstones, tenements, a bridge, a columned hall, parks and a bodega. */
import type { TimeOfDay } from '../../src/content/images.ts'
import { mix, n, type Random } from './random.ts'

export const H = 900

export interface Light {
  top: string
  middle: string
  bottom: string
  /** Colour the distance fades into. */
  haze: string
  window: string
  lit: number
  glow: boolean
}

export const LIGHTS: Record<TimeOfDay, Light> = {
  dawn: {
    top: '#56658c',
    middle: '#d98f78',
    bottom: '#f7d9b4',
    haze: '#e9b89a',
    window: '#ffe2a8',
    lit: 0.15,
    glow: false,
  },
  day: {
    top: '#8fc3bd',
    middle: '#c9e2da',
    bottom: '#fbf6ee',
    haze: '#cfe0da',
    window: '#dceaea',
    lit: 0,
    glow: false,
  },
  dusk: {
    top: '#1b2435',
    middle: '#6e3a44',
    bottom: '#e2762f',
    haze: '#9a5245',
    window: '#ffcf7a',
    lit: 0.35,
    glow: true,
  },
  night: {
    top: '#0f1522',
    middle: '#1b2435',
    bottom: '#3a4766',
    haze: '#46557a',
    window: '#ffd27a',
    lit: 0.45,
    glow: true,
  },
}

export function sky(random: Random, w: number, horizon: number, time: TimeOfDay): string {
  const l = LIGHTS[time]
  let svg =
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${l.top}"/><stop offset=".6" stop-color="${l.middle}"/><stop offset="1" stop-color="${l.bottom}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="#ffd58a" stop-opacity=".55"/><stop offset="1" stop-color="#ffd58a" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${w}" height="${H}" fill="url(#sky)"/>`
  const bx = random.range(w * 0.12, w * 0.5)
  if (time === 'night') {
    for (let i = 0; i < 40; i++)
      svg += `<circle cx="${n(random.range(0, w))}" cy="${n(random.range(20, horizon * 0.7))}" r="${n(random.range(1, 2.6))}" fill="#fbf6ee" opacity="${n(random.range(0.3, 0.9))}"/>`
    svg += `<circle cx="${n(bx)}" cy="${n(horizon * 0.28)}" r="80" fill="#fbf6ee" opacity=".12"/><circle cx="${n(bx)}" cy="${n(horizon * 0.28)}" r="44" fill="#f6ecd8"/><circle cx="${n(bx + 14)}" cy="${n(horizon * 0.28 - 8)}" r="8" fill="#e3d8c2"/><circle cx="${n(bx - 12)}" cy="${n(horizon * 0.28 + 12)}" r="5" fill="#e3d8c2"/>`
  } else if (time === 'dusk') {
    svg += `<circle cx="${n(bx)}" cy="${n(horizon - 30)}" r="150" fill="#f4a259" opacity=".25"/><circle cx="${n(bx)}" cy="${n(horizon - 30)}" r="86" fill="#f6b26b"/>`
  } else if (time === 'dawn') {
    svg += `<circle cx="${n(bx)}" cy="${n(horizon - 60)}" r="120" fill="#fde3c0" opacity=".35"/><circle cx="${n(bx)}" cy="${n(horizon - 60)}" r="64" fill="#fff0d8"/>`
  } else {
    svg += `<circle cx="${n(bx)}" cy="${n(horizon * 0.3)}" r="60" fill="#fff8e6" opacity=".9"/>`
  }
  if (time !== 'night') {
    for (let i = 0; i < 3; i++) {
      const cx = random.range(0, w)
      const cy = random.range(60, horizon * 0.5)
      const s = random.range(0.7, 1.4)
      svg += `<g fill="#fffaf2" opacity="${time === 'dusk' ? '.12' : '.55'}"><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(90 * s)}" ry="${n(22 * s)}"/><ellipse cx="${n(cx + 40 * s)}" cy="${n(cy - 14 * s)}" rx="${n(50 * s)}" ry="${n(22 * s)}"/></g>`
    }
  }
  return svg
}

interface SkylineOptions {
  color: string
  base: number
  minHeight: number
  maxHeight: number
  windows?: string
  lit?: number
  towers?: boolean
}

/** A row of towers with stepped tops, spires and a few lit windows. */
export function skyline(random: Random, w: number, o: SkylineOptions): string {
  let shapes = ''
  let windows = ''
  let x = -random.range(0, 60)
  while (x < w) {
    const bw = random.range(40, 120)
    const bh = random.range(o.minHeight, o.maxHeight) * (o.towers && random.chance(0.15) ? 1.5 : 1)
    const top = o.base - bh
    shapes += `<rect x="${n(x)}" y="${n(top)}" width="${n(bw + 1)}" height="${n(bh + 2)}"/>`
    const roof = random.next()
    if (roof < 0.25) {
      shapes += `<rect x="${n(x + bw * 0.15)}" y="${n(top - bh * 0.08)}" width="${n(bw * 0.7)}" height="${n(bh * 0.08 + 1)}"/><rect x="${n(x + bw * 0.3)}" y="${n(top - bh * 0.14)}" width="${n(bw * 0.4)}" height="${n(bh * 0.06 + 1)}"/>`
      if (o.towers)
        shapes += `<path d="M${n(x + bw * 0.46)} ${n(top - bh * 0.14)} L${n(x + bw * 0.5)} ${n(top - bh * 0.34)} L${n(x + bw * 0.54)} ${n(top - bh * 0.14)} Z"/>`
    } else if (roof < 0.4) {
      shapes += `<path d="M${n(x)} ${n(top + 1)} L${n(x + bw / 2)} ${n(top - bw * 0.35)} L${n(x + bw)} ${n(top + 1)} Z"/>`
    } else if (roof < 0.55) {
      shapes += waterTowerShape(x + bw * random.range(0.2, 0.6), top, random.range(0.6, 0.9))
    }
    if (o.windows && o.lit) {
      for (let wy = top + 14; wy < o.base - 16; wy += 22) {
        for (let wx = x + 8; wx < x + bw - 12; wx += 16) {
          if (random.chance(o.lit * 0.35)) windows += `<rect x="${n(wx)}" y="${n(wy)}" width="7" height="10"/>`
        }
      }
    }
    x += bw + random.range(-6, 10)
  }
  return `<g fill="${o.color}">${shapes}</g>${windows ? `<g fill="${o.windows}" opacity=".85">${windows}</g>` : ''}`
}

/** The rooftop water tank of every old New York building, as a silhouette sitting on y. */
export function waterTowerShape(x: number, y: number, s: number): string {
  const w = 34 * s
  const legs = 18 * s
  const tank = 34 * s
  return (
    `<rect x="${n(x)}" y="${n(y - legs - tank)}" width="${n(w)}" height="${n(tank)}" rx="2"/>` +
    `<path d="M${n(x - 3)} ${n(y - legs - tank)} L${n(x + w / 2)} ${n(y - legs - tank - 16 * s)} L${n(x + w + 3)} ${n(y - legs - tank)} Z"/>` +
    `<rect x="${n(x + 2)}" y="${n(y - legs)}" width="${n(3 * s)}" height="${n(legs + 1)}"/><rect x="${n(x + w - 2 - 3 * s)}" y="${n(y - legs)}" width="${n(3 * s)}" height="${n(legs + 1)}"/>` +
    `<rect x="${n(x + w / 2 - 1.5 * s)}" y="${n(y - legs)}" width="${n(3 * s)}" height="${n(legs + 1)}"/>`
  )
}

export function lamp(x: number, ground: number, height: number, time: TimeOfDay): string {
  const lit = LIGHTS[time].glow
  const top = ground - height
  return (
    (lit ? `<circle cx="${n(x)}" cy="${n(top - 18)}" r="110" fill="url(#glow)"/>` : '') +
    `<g fill="#1f2433"><rect x="${n(x - 5)}" y="${n(top)}" width="10" height="${n(height)}"/><rect x="${n(x - 13)}" y="${n(ground - 26)}" width="26" height="26" rx="3"/>` +
    `<rect x="${n(x - 9)}" y="${n(ground - height * 0.45)}" width="18" height="8" rx="3"/>` +
    `<path d="M${n(x - 22)} ${n(top - 4)} h44 l-8 -10 h-28 Z"/><path d="M${n(x - 16)} ${n(top - 46)} h32 l6 -8 l-22 -10 l-22 10 Z"/></g>` +
    `<path d="M${n(x - 16)} ${n(top - 46)} h32 l-4 32 h-24 Z" fill="${lit ? '#ffd98f' : '#e9e2d4'}" stroke="#1f2433" stroke-width="3"/>`
  )
}

export function tree(random: Random, x: number, ground: number, s: number, color: string): string {
  let leaves = ''
  for (let i = 0; i < 6; i++) {
    leaves += `<circle cx="${n(x + random.range(-60, 60) * s)}" cy="${n(ground - (200 + random.range(-40, 60)) * s)}" r="${n(random.range(42, 64) * s)}"/>`
  }
  return (
    `<path d="M${n(x - 8 * s)} ${n(ground)} L${n(x - 5 * s)} ${n(ground - 180 * s)} h${n(10 * s)} L${n(x + 8 * s)} ${n(ground)} Z" fill="#3b2c25"/>` +
    `<g fill="${color}">${leaves}</g><g fill="#000" opacity=".12"><circle cx="${n(x + 24 * s)}" cy="${n(ground - 170 * s)}" r="${n(46 * s)}"/></g>`
  )
}

/** Four-storey brownstones with stoops; returns where each stoop's top step is, for the cat. */
export function brownstones(
  random: Random,
  w: number,
  ground: number,
  time: TimeOfDay,
): { svg: string; stoops: Array<{ x: number; y: number }> } {
  const l = LIGHTS[time]
  const shade = time === 'night' ? 0.55 : time === 'dusk' ? 0.35 : time === 'dawn' ? 0.15 : 0
  const colors = ['#7a4a35', '#8b5640', '#6d3f2e', '#94634a', '#80503c']
  let svg = ''
  const stoops: Array<{ x: number; y: number }> = []
  let x = -random.range(20, 80)
  while (x < w) {
    const bw = random.range(210, 260)
    const bh = random.range(470, 560)
    const top = ground - bh
    const facade = mix(random.pick(colors), '#1b2435', shade)
    const trim = mix(facade, '#1b1410', 0.35)
    svg += `<rect x="${n(x)}" y="${n(top)}" width="${n(bw)}" height="${n(bh)}" fill="${facade}"/>`
    svg += `<rect x="${n(x - 6)}" y="${n(top)}" width="${n(bw + 12)}" height="22" fill="${trim}"/><rect x="${n(x - 2)}" y="${n(top + 22)}" width="${n(bw + 4)}" height="8" fill="${trim}" opacity=".6"/>`
    const doorLeft = random.chance(0.5)
    const cols = 3
    const colW = bw / cols
    const floors = 4
    const floorH = (bh - 150) / floors
    for (let f = 0; f < floors; f++) {
      for (let c = 0; c < cols; c++) {
        if (f === floors - 1 && c === (doorLeft ? 0 : cols - 1)) continue
        const wx = x + c * colW + colW * 0.24
        const wy = top + 50 + f * floorH
        const ww = colW * 0.52
        const wh = floorH * 0.62
        const lit = random.chance(l.lit)
        svg += `<rect x="${n(wx - 5)}" y="${n(wy - 10)}" width="${n(ww + 10)}" height="10" fill="${trim}"/>`
        svg += `<rect x="${n(wx)}" y="${n(wy)}" width="${n(ww)}" height="${n(wh)}" fill="${lit ? l.window : mix('#263148', l.haze, 0.25)}"/>`
        svg += `<path d="M${n(wx + ww / 2)} ${n(wy)} v${n(wh)} M${n(wx)} ${n(wy + wh / 2)} h${n(ww)}" stroke="${trim}" stroke-width="3"/>`
      }
    }
    const dx = doorLeft ? x + colW * 0.2 : x + bw - colW * 0.8
    const doorTop = ground - 150 - floorH * 0.75
    const stoopTop = ground - 110
    svg += `<rect x="${n(dx - 8)}" y="${n(doorTop - 14)}" width="${n(colW * 0.6 + 16)}" height="14" fill="${trim}"/>`
    svg += `<rect x="${n(dx)}" y="${n(doorTop)}" width="${n(colW * 0.6)}" height="${n(stoopTop - doorTop)}" fill="${mix('#3a2418', '#1b2435', shade)}"/>`
    const stoopW = colW * 0.6 + 30
    const sx = dx - 15
    const dir = doorLeft ? 1 : -1
    let steps = ''
    for (let s = 0; s < 6; s++) {
      const sy = stoopTop + s * (110 / 6)
      const ext = s * 18 * dir
      steps += `<rect x="${n(dir > 0 ? sx : sx + ext)}" y="${n(sy)}" width="${n(stoopW + Math.abs(ext))}" height="${n(110 / 6 + 1)}"/>`
    }
    svg += `<g fill="${mix('#8f6a55', '#1b2435', shade)}">${steps}</g>`
    svg += `<path d="M${n(sx + (dir > 0 ? 0 : stoopW))} ${n(stoopTop - 30)} l${n(100 * dir)} ${n(110)}" stroke="#1f1c20" stroke-width="5" fill="none"/>`
    stoops.push({ x: sx + stoopW / 2, y: stoopTop })
    x += bw
  }
  svg += `<rect x="0" y="${n(ground)}" width="${w}" height="${n(H - ground)}" fill="${mix('#b6aa9a', '#1b2435', shade)}"/><rect x="0" y="${n(ground + 60)}" width="${w}" height="${n(H - ground - 60)}" fill="${mix('#555a66', '#1b2435', shade)}"/>`
  return { svg, stoops }
}

/** Lower East Side walk-ups: brick, fire escapes, a shop front with a striped awning. */
export function tenements(random: Random, w: number, ground: number, time: TimeOfDay): string {
  const l = LIGHTS[time]
  const shade = time === 'night' ? 0.5 : time === 'dusk' ? 0.3 : 0.05
  const bricks = ['#a0452a', '#8a3b26', '#7d4a3a', '#b0603e', '#6f3d31']
  let svg = ''
  let x = -random.range(0, 60)
  while (x < w) {
    const bw = random.range(240, 320)
    const floors = random.int(5, 6)
    const floorH = 100
    const top = ground - floors * floorH - 20
    const brick = mix(random.pick(bricks), '#1b2435', shade)
    const iron = '#1d1d24'
    svg += `<rect x="${n(x)}" y="${n(top)}" width="${n(bw + 1)}" height="${n(ground - top)}" fill="${brick}"/><rect x="${n(x - 6)}" y="${n(top - 6)}" width="${n(bw + 12)}" height="18" fill="${mix(brick, '#1b1410', 0.4)}"/>`
    if (random.chance(0.5))
      svg += `<g fill="${mix('#3b2c25', '#1b2435', shade)}">${waterTowerShape(x + bw * 0.6, top - 6, 1.3)}</g>`
    const cols = 4
    for (let f = 1; f < floors; f++) {
      const wy = top + 24 + (f - 1) * floorH
      for (let c = 0; c < cols; c++) {
        const wx = x + 22 + c * ((bw - 44) / cols)
        const ww = (bw - 44) / cols - 22
        svg += `<rect x="${n(wx - 4)}" y="${n(wy - 8)}" width="${n(ww + 8)}" height="8" fill="#e6d8c3" opacity=".7"/><rect x="${n(wx)}" y="${n(wy)}" width="${n(ww)}" height="56" fill="${random.chance(l.lit) ? l.window : mix('#263148', l.haze, 0.2)}"/>`
      }
      // Fire escape balcony across the middle two windows, with a ladder to the next floor.
      const fx = x + bw * 0.22
      const fw = bw * 0.56
      const fy = wy + 62
      svg += `<g stroke="${iron}" stroke-width="3" fill="none"><path d="M${n(fx)} ${n(fy)} h${n(fw)} M${n(fx)} ${n(fy - 24)} h${n(fw)} M${n(fx)} ${n(fy)} v-24 M${n(fx + fw)} ${n(fy)} v-24"/>`
      for (let b = fx + 12; b < fx + fw; b += 12) svg += `<path d="M${n(b)} ${n(fy)} v-24"/>`
      if (f < floors - 1)
        svg += `<path d="M${n(fx + fw * 0.7)} ${n(fy)} l${n(fw * 0.22)} ${n(floorH - 2)}" stroke-width="5"/>`
      svg += `</g><rect x="${n(fx - 4)}" y="${n(fy - 2)}" width="${n(fw + 8)}" height="6" fill="${iron}"/>`
    }
    // Shop front.
    const shopTop = ground - floorH + 6
    const awning = random.pick([
      ['#b93f0c', '#fbf6ee'],
      ['#0f6b63', '#fbf6ee'],
      ['#1b2435', '#e2762f'],
    ])
    svg += `<rect x="${n(x + 14)}" y="${n(shopTop + 20)}" width="${n(bw - 28)}" height="${n(ground - shopTop - 20)}" fill="${time === 'day' ? '#2c3347' : '#f2c879'}" opacity="${time === 'day' ? '.9' : '.9'}"/>`
    let stripes = ''
    for (let s = 0; s < 8; s++)
      stripes += `<rect x="${n(x + 8 + s * ((bw - 16) / 8))}" y="${n(shopTop)}" width="${n((bw - 16) / 16)}" height="34"/>`
    svg += `<rect x="${n(x + 8)}" y="${n(shopTop)}" width="${n(bw - 16)}" height="34" fill="${awning[1]}"/><g fill="${awning[0]}">${stripes}</g>`
    x += bw + 2
  }
  svg += `<rect x="0" y="${n(ground)}" width="${w}" height="${n(H - ground)}" fill="${mix('#9d958b', '#1b2435', shade)}"/><rect x="0" y="${n(ground + 70)}" width="${w}" height="${n(H - ground - 70)}" fill="${mix('#4b4f5a', '#1b2435', shade)}"/>`
  return svg
}

/** A columned Greek Revival hall on a flight of steps (Federal Hall, Borough Hall). Returns the top step. */
export function hall(x: number, w: number, ground: number, time: TimeOfDay): { svg: string; step: number } {
  const shade = time === 'night' ? 0.5 : time === 'dusk' ? 0.3 : time === 'dawn' ? 0.12 : 0
  const stone = mix('#e8dcc6', '#1b2435', shade)
  const deep = mix('#b9a88c', '#1b2435', shade)
  const steps = 5
  const stepH = 18
  const base = ground - steps * stepH
  const colTop = base - 330
  let svg = ''
  for (let s = 0; s < steps; s++)
    svg += `<rect x="${n(x - 30 + s * 8)}" y="${n(ground - (s + 1) * stepH)}" width="${n(w + 60 - s * 16)}" height="${stepH + 1}" fill="${s % 2 ? stone : deep}"/>`
  svg += `<rect x="${n(x + 20)}" y="${n(colTop)}" width="${n(w - 40)}" height="${n(base - colTop)}" fill="${mix(deep, '#1b2435', 0.35)}"/>`
  const cols = 8
  for (let c = 0; c < cols; c++) {
    const cx = x + 30 + (c * (w - 60)) / (cols - 1)
    svg += `<rect x="${n(cx - 17)}" y="${n(colTop)}" width="34" height="${n(base - colTop)}" fill="${stone}"/><path d="M${n(cx - 6)} ${n(colTop + 10)} v${n(base - colTop - 20)} M${n(cx + 6)} ${n(colTop + 10)} v${n(base - colTop - 20)}" stroke="${deep}" stroke-width="3"/>`
    svg += `<rect x="${n(cx - 24)}" y="${n(colTop - 4)}" width="48" height="14" fill="${stone}"/><rect x="${n(cx - 22)}" y="${n(base - 12)}" width="44" height="12" fill="${stone}"/>`
  }
  svg += `<rect x="${n(x)}" y="${n(colTop - 60)}" width="${n(w)}" height="58" fill="${stone}"/><rect x="${n(x)}" y="${n(colTop - 30)}" width="${n(w)}" height="6" fill="${deep}"/>`
  svg += `<path d="M${n(x - 14)} ${n(colTop - 60)} L${n(x + w / 2)} ${n(colTop - 170)} L${n(x + w + 14)} ${n(colTop - 60)} Z" fill="${stone}"/><path d="M${n(x + 30)} ${n(colTop - 70)} L${n(x + w / 2)} ${n(colTop - 150)} L${n(x + w - 30)} ${n(colTop - 70)} Z" fill="${deep}"/>`
  return { svg, step: base }
}

/** The Brooklyn Bridge: a stone tower with two pointed arches, main cables and suspenders. */
export function bridge(w: number, towerX: number, deck: number, water: number, time: TimeOfDay): string {
  const shade = time === 'night' ? 0.55 : time === 'dusk' ? 0.4 : time === 'dawn' ? 0.2 : 0.05
  const stone = mix('#a08b76', '#1b2435', shade)
  const cable = mix('#3a3f4d', '#1b2435', shade * 0.5)
  const tw = 170
  const top = deck - 360
  let svg = ''
  const cableTop = top + 30
  const curves = [
    `M${n(towerX - tw / 2 + 20)} ${n(cableTop)} Q${n(towerX - w * 0.45)} ${n(deck - 40)} ${n(towerX - w * 1.1)} ${n(deck - 220)}`,
    `M${n(towerX + tw / 2 - 20)} ${n(cableTop)} Q${n(towerX + w * 0.35)} ${n(deck - 30)} ${n(towerX + w * 0.9)} ${n(deck - 260)}`,
  ]
  // Suspenders, then the cables over them.
  let hangers = ''
  for (let x = towerX - w; x < towerX + w; x += 22) {
    if (Math.abs(x - towerX) < tw / 2 + 4) continue
    const t = x < towerX ? (towerX - tw / 2 - x) / (w * 1.1) : (x - towerX - tw / 2) / (w * 0.9)
    const y = cableTop + (deck - 40 - cableTop) * Math.min(1, 2 * t * (1 - t) * 1.7 + t * t * 0.5)
    hangers += `M${n(x)} ${n(y)} V${n(deck)} `
  }
  svg += `<path d="${hangers}" stroke="${cable}" stroke-width="2" opacity=".8"/>`
  for (const d of curves) svg += `<path d="${d}" stroke="${cable}" stroke-width="7" fill="none"/>`
  // Diagonal stays from the tower top.
  let stays = ''
  for (let i = 1; i <= 6; i++)
    stays += `M${n(towerX - tw / 2)} ${n(top + 60)} L${n(towerX - tw / 2 - i * 70)} ${n(deck)} M${n(towerX + tw / 2)} ${n(top + 60)} L${n(towerX + tw / 2 + i * 70)} ${n(deck)} `
  svg += `<path d="${stays}" stroke="${cable}" stroke-width="2.5" opacity=".7"/>`
  // Tower with two gothic arches.
  svg += `<path d="M${n(towerX - tw / 2)} ${n(water)} V${n(top)} h${n(tw)} V${n(water)} Z" fill="${stone}"/><rect x="${n(towerX - tw / 2 - 8)}" y="${n(top - 14)}" width="${n(tw + 16)}" height="18" fill="${stone}"/>`
  const archW = 46
  for (const ax of [towerX - tw / 4, towerX + tw / 4]) {
    svg += `<path d="M${n(ax - archW / 2)} ${n(deck + 10)} V${n(top + 130)} Q${n(ax - archW / 2)} ${n(top + 70)} ${n(ax)} ${n(top + 50)} Q${n(ax + archW / 2)} ${n(top + 70)} ${n(ax + archW / 2)} ${n(top + 130)} V${n(deck + 10)} Z" fill="${LIGHTS[time].haze}"/>`
  }
  svg += `<rect x="${n(towerX - tw / 2 - 10)}" y="${n(top + 90)}" width="${n(tw + 20)}" height="10" fill="${mix(stone, '#1b2435', 0.25)}"/>`
  svg += `<rect x="0" y="${n(deck)}" width="${w}" height="16" fill="${mix(stone, '#1b2435', 0.4)}"/><path d="M0 ${n(deck)} H${w}" stroke="${cable}" stroke-width="3"/>`
  return svg
}

export function water(random: Random, w: number, top: number, time: TimeOfDay): string {
  const l = LIGHTS[time]
  const deep = mix(l.top, '#0f6b63', 0.3)
  let ripples = ''
  for (let i = 0; i < 26; i++) {
    const x = random.range(0, w)
    const y = random.range(top + 10, H)
    ripples += `M${n(x)} ${n(y)} h${n(random.range(30, 120))} `
  }
  return (
    `<defs><linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(l.bottom, deep, 0.5)}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs>` +
    `<rect x="0" y="${n(top)}" width="${w}" height="${n(H - top)}" fill="url(#water)"/><path d="${ripples}" stroke="${l.bottom}" stroke-width="3" opacity=".35" stroke-linecap="round"/>`
  )
}

/** An iron railing along the promenade; the cat sits on its rail. */
export function railing(w: number, y: number, time: TimeOfDay): string {
  const iron = time === 'day' ? '#2a2f3c' : '#151922'
  let bars = ''
  for (let x = 10; x < w; x += 26) bars += `M${n(x)} ${n(y)} V${H} `
  return `<path d="${bars}" stroke="${iron}" stroke-width="5"/><rect x="0" y="${n(y - 8)}" width="${w}" height="14" rx="4" fill="${iron}"/><rect x="0" y="${n(y + 60)}" width="${w}" height="8" fill="${iron}"/>`
}

export function bench(x: number, ground: number, time: TimeOfDay): { svg: string; seat: number } {
  const wood = time === 'night' ? '#5a3b2a' : '#8a5a3a'
  const iron = '#1f2433'
  const seat = ground - 70
  return {
    svg:
      `<g fill="${iron}"><rect x="${n(x + 10)}" y="${n(seat)}" width="12" height="70"/><rect x="${n(x + 258)}" y="${n(seat)}" width="12" height="70"/><rect x="${n(x + 10)}" y="${n(seat - 90)}" width="10" height="90"/><rect x="${n(x + 260)}" y="${n(seat - 90)}" width="10" height="90"/></g>` +
      `<g fill="${wood}"><rect x="${n(x)}" y="${n(seat - 10)}" width="280" height="14" rx="4"/><rect x="${n(x)}" y="${n(seat - 86)}" width="280" height="16" rx="4"/><rect x="${n(x)}" y="${n(seat - 58)}" width="280" height="16" rx="4"/></g>`,
    seat: seat - 10,
  }
}

/** A corner bodega from the pavement: brick, awning, a warm window with shelves; returns the sill. */
export function bodega(
  random: Random,
  w: number,
  time: TimeOfDay,
): { svg: string; sill: number; windowX: number; windowW: number } {
  const shade = time === 'night' ? 0.45 : time === 'dusk' ? 0.25 : 0
  const brick = mix('#9a4a2e', '#1b2435', shade)
  const glass = time === 'day' ? '#f1ddb1' : '#f7c978'
  const windowX = w * 0.08
  const windowW = w * 0.6
  const top = 250
  const sill = 720
  let svg = `<rect width="${w}" height="${H}" fill="${brick}"/>`
  let bricks = ''
  for (let y = 12; y < top - 80; y += 24)
    for (let x = (y / 24) % 2 ? 0 : 30; x < w; x += 60) bricks += `M${n(x)} ${n(y)} h40 `
  svg += `<path d="${bricks}" stroke="${mix(brick, '#000', 0.2)}" stroke-width="4" opacity=".5"/>`
  const awning = random.pick([
    ['#0f6b63', '#fbf6ee'],
    ['#b93f0c', '#fbf6ee'],
  ])
  let stripes = ''
  for (let s = 0; s < 14; s++)
    stripes += `<rect x="${n(s * (w / 14))}" y="${n(top - 110)}" width="${n(w / 28)}" height="80"/>`
  svg += `<rect x="0" y="${n(top - 110)}" width="${w}" height="80" fill="${awning[1]}"/><g fill="${awning[0]}">${stripes}</g>`
  let scallops = ''
  for (let s = 0; s < w; s += 40) scallops += `<path d="M${n(s)} ${n(top - 30)} q20 26 40 0 Z"/>`
  svg += `<g fill="${awning[0]}">${scallops}</g>`
  svg += `<rect x="${n(windowX - 14)}" y="${n(top - 4)}" width="${n(windowW + 28)}" height="${n(sill - top + 30)}" fill="#1f2433"/><rect x="${n(windowX)}" y="${n(top + 10)}" width="${n(windowW)}" height="${n(sill - top - 10)}" fill="${glass}"/>`
  const cans = ['#b93f0c', '#0f6b63', '#e2762f', '#1b2435', '#d8c3a5', '#7d3b2a']
  let shelves = ''
  for (let y = top + 90; y < sill - 120; y += 110) {
    shelves += `<rect x="${n(windowX)}" y="${n(y)}" width="${n(windowW)}" height="8" fill="#6b4a33"/>`
    for (let x = windowX + 14; x < windowX + windowW - 40; x += random.range(34, 52)) {
      const h = random.range(40, 80)
      shelves += `<rect x="${n(x)}" y="${n(y - h)}" width="${n(random.range(22, 36))}" height="${n(h)}" rx="3" fill="${random.pick(cans)}" opacity=".85"/>`
    }
  }
  svg += `${shelves}<rect x="${n(windowX)}" y="${n(sill)}" width="${n(windowW)}" height="16" fill="#3b2c25"/>`
  const doorX = windowX + windowW + 60
  svg += `<rect x="${n(doorX)}" y="${n(top)}" width="${n(w - doorX - 40)}" height="${n(H - top)}" fill="#1f2433"/><rect x="${n(doorX + 16)}" y="${n(top + 16)}" width="${n(w - doorX - 72)}" height="${n(sill - top - 60)}" fill="${glass}" opacity=".75"/>`
  svg += `<rect x="0" y="${n(sill + 30)}" width="${w}" height="${n(H - sill - 30)}" fill="${mix('#6b5a4c', '#1b2435', shade)}"/>`
  svg += `<path d="M${n(windowX + 20)} ${n(top + 24)} l${n(windowW * 0.3)} ${n(sill - top - 40)}" stroke="#fff" stroke-width="18" opacity=".12"/>`
  return { svg, sill, windowX, windowW }
}
