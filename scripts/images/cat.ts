/** Cats in four poses and eight coats, drawn from simple shapes in a local frame: ground at y = 0, facing right. */
import type { CatCoat, CatPose } from '../../src/content/images.ts'
import { n, type Random } from './random.ts'

interface Coat {
  base: string
  shade: string
  stripe?: string
  chest?: string
  patches?: readonly string[]
  eye: string
}

const COATS: Record<CatCoat, Coat> = {
  ginger: { base: '#e2762f', shade: '#b95a1e', stripe: '#b94a12', chest: '#f6d2a8', eye: '#7fb069' },
  black: { base: '#262a36', shade: '#1a1d27', eye: '#f2c14e' },
  'grey-tabby': { base: '#9097a4', shade: '#737a88', stripe: '#5d6371', chest: '#e6e2dc', eye: '#e8b948' },
  tuxedo: { base: '#23262f', shade: '#191b22', chest: '#f7f1e6', eye: '#9bc46a' },
  calico: { base: '#f7f1e6', shade: '#e3d6c3', patches: ['#e2762f', '#2b2a2e'], eye: '#d9a13b' },
  cream: { base: '#f0d5ae', shade: '#d9b585', stripe: '#d4a673', chest: '#fbf1e2', eye: '#5fa3a0' },
  'brown-tabby': { base: '#8c6143', shade: '#6c4831', stripe: '#4b2f1e', chest: '#e2cbb0', eye: '#c9b045' },
  white: { base: '#f8f4ec', shade: '#e2d9cb', eye: '#6fa8dc' },
}

interface PoseShapes {
  tail: string
  tailWidth: number
  /** The silhouette (also the clip path for markings). */
  body: string
  /** Shading, chest and paws, drawn inside the silhouette. */
  inner: (coat: Coat) => string
  /** Eyes, nose, inner ears and whiskers on top. */
  face: (coat: Coat) => string
  /** Where stripes and patches may fall. */
  box: [number, number, number, number]
}

const pink = '#e8a0a0'
const dark = '#1b1b22'

const POSES: Record<CatPose, PoseShapes> = {
  sitting: {
    tail: 'M-40 -8 C-100 -4 -116 -44 -92 -84',
    tailWidth: 17,
    body:
      '<path d="M-58 0 C-72 -64 -56 -132 -8 -150 C26 -162 54 -136 52 -98 C54 -62 48 -26 42 0 Z"/>' +
      '<rect x="20" y="-98" width="20" height="98" rx="10"/>' +
      '<circle cx="30" cy="-170" r="38"/><ellipse cx="58" cy="-158" rx="17" ry="13"/>' +
      '<path d="M4 -192 L8 -238 L34 -204 Z"/><path d="M36 -205 L58 -236 L64 -190 Z"/>',
    inner: (c) =>
      `<ellipse cx="-24" cy="-44" rx="40" ry="44" fill="${c.shade}" opacity=".75"/>` +
      (c.chest
        ? `<ellipse cx="42" cy="-112" rx="18" ry="34" fill="${c.chest}"/><ellipse cx="60" cy="-152" rx="14" ry="9" fill="${c.chest}"/><ellipse cx="32" cy="-4" rx="14" ry="7" fill="${c.chest}"/>`
        : ''),
    face: (c) =>
      `<path d="M39 -202 L56 -228 L58 -196 Z" fill="${pink}" opacity=".8"/>` +
      `<ellipse cx="48" cy="-174" rx="6.5" ry="8" fill="${c.eye}"/><ellipse cx="49.5" cy="-174" rx="2" ry="6.5" fill="${dark}"/>` +
      `<path d="M71 -162 l5 -2 l-1 6 Z" fill="${pink}"/>` +
      `<path d="M60 -154 l32 -4 M60 -150 l30 4" stroke="#fffaf0" stroke-width="1.6" opacity=".75"/>`,
    box: [-80, -245, 160, 245],
  },
  front: {
    tail: 'M36 -8 C96 -4 106 -42 84 -76',
    tailWidth: 17,
    body:
      '<path d="M-60 0 C-72 -72 -52 -140 0 -146 C52 -140 72 -72 60 0 Z"/>' +
      '<ellipse cx="0" cy="-172" rx="50" ry="43"/>' +
      '<path d="M-46 -190 L-40 -240 L-8 -208 Z"/><path d="M46 -190 L40 -240 L8 -208 Z"/>',
    inner: (c) =>
      `<ellipse cx="-42" cy="-30" rx="26" ry="38" fill="${c.shade}" opacity=".75"/><ellipse cx="42" cy="-30" rx="26" ry="38" fill="${c.shade}" opacity=".75"/>` +
      (c.chest
        ? `<ellipse cx="0" cy="-88" rx="28" ry="46" fill="${c.chest}"/><ellipse cx="0" cy="-152" rx="24" ry="16" fill="${c.chest}"/>`
        : '') +
      `<rect x="-28" y="-72" width="22" height="72" rx="11" fill="${c.chest ?? c.base}"/><rect x="6" y="-72" width="22" height="72" rx="11" fill="${c.chest ?? c.base}"/>` +
      `<path d="M-6 -60 v58 M6 -60 v58" stroke="${c.shade}" stroke-width="2"/>`,
    face: (c) =>
      `<path d="M-40 -198 L-37 -228 L-16 -208 Z" fill="${pink}" opacity=".8"/><path d="M40 -198 L37 -228 L16 -208 Z" fill="${pink}" opacity=".8"/>` +
      `<ellipse cx="-19" cy="-177" rx="8.5" ry="9.5" fill="${c.eye}"/><ellipse cx="19" cy="-177" rx="8.5" ry="9.5" fill="${c.eye}"/>` +
      `<ellipse cx="-19" cy="-177" rx="2.6" ry="8" fill="${dark}"/><ellipse cx="19" cy="-177" rx="2.6" ry="8" fill="${dark}"/>` +
      `<circle cx="-16" cy="-180" r="2" fill="#fff"/><circle cx="22" cy="-180" r="2" fill="#fff"/>` +
      `<path d="M-7 -160 h14 l-7 8 Z" fill="${pink}"/><path d="M0 -152 q-6 8 -13 4 M0 -152 q6 8 13 4" stroke="${dark}" stroke-width="2" fill="none" opacity=".6"/>` +
      `<path d="M-22 -156 l-44 -6 M-22 -151 l-42 6 M22 -156 l44 -6 M22 -151 l42 6" stroke="#fffaf0" stroke-width="1.8" opacity=".75"/>`,
    box: [-75, -245, 150, 245],
  },
  loaf: {
    tail: 'M-84 -12 C-60 8 30 10 66 -2',
    tailWidth: 16,
    body:
      '<ellipse cx="-4" cy="-48" rx="92" ry="48"/>' +
      '<circle cx="70" cy="-92" r="37"/>' +
      '<path d="M46 -112 L48 -156 L74 -124 Z"/><path d="M76 -126 L98 -152 L104 -110 Z"/>',
    inner: (c) =>
      `<ellipse cx="-30" cy="-28" rx="60" ry="26" fill="${c.shade}" opacity=".75"/>` +
      (c.chest
        ? `<ellipse cx="74" cy="-76" rx="22" ry="14" fill="${c.chest}"/><ellipse cx="60" cy="-8" rx="20" ry="8" fill="${c.chest}"/>`
        : ''),
    face: () =>
      `<path d="M80 -124 L96 -146 L98 -116 Z" fill="${pink}" opacity=".8"/>` +
      `<path d="M76 -96 q8 6 16 0" stroke="${dark}" stroke-width="3" fill="none" stroke-linecap="round"/>` +
      `<path d="M102 -84 l5 -2 l-1 6 Z" fill="${pink}"/>` +
      `<path d="M94 -78 l30 -4 M94 -74 l28 5" stroke="#fffaf0" stroke-width="1.6" opacity=".75"/>`,
    box: [-100, -160, 210, 160],
  },
  walking: {
    tail: 'M-78 -108 C-122 -128 -124 -188 -98 -214',
    tailWidth: 15,
    body:
      '<ellipse cx="-2" cy="-104" rx="86" ry="38"/>' +
      '<rect x="-72" y="-110" width="20" height="110" rx="10" transform="rotate(10 -62 -110)"/>' +
      '<rect x="-44" y="-110" width="20" height="108" rx="10" transform="rotate(-8 -34 -110)"/>' +
      '<rect x="38" y="-110" width="20" height="110" rx="10" transform="rotate(-10 48 -110)"/>' +
      '<rect x="58" y="-110" width="20" height="108" rx="10" transform="rotate(8 68 -110)"/>' +
      '<ellipse cx="70" cy="-126" rx="30" ry="30"/><circle cx="98" cy="-152" r="34"/><ellipse cx="124" cy="-142" rx="16" ry="12"/>' +
      '<path d="M74 -172 L80 -214 L102 -182 Z"/><path d="M104 -184 L126 -212 L130 -170 Z"/>',
    inner: (c) =>
      `<ellipse cx="-40" cy="-92" rx="44" ry="30" fill="${c.shade}" opacity=".75"/>` +
      (c.chest
        ? `<ellipse cx="76" cy="-108" rx="20" ry="24" fill="${c.chest}"/><ellipse cx="126" cy="-136" rx="13" ry="9" fill="${c.chest}"/>`
        : ''),
    face: (c) =>
      `<path d="M108 -180 L124 -204 L126 -174 Z" fill="${pink}" opacity=".8"/>` +
      `<ellipse cx="114" cy="-158" rx="6" ry="7.5" fill="${c.eye}"/><ellipse cx="115.5" cy="-158" rx="2" ry="6" fill="${dark}"/>` +
      `<path d="M138 -148 l5 -2 l-1 6 Z" fill="${pink}"/>` +
      `<path d="M128 -140 l30 -4 M128 -136 l28 5" stroke="#fffaf0" stroke-width="1.6" opacity=".75"/>`,
    box: [-95, -220, 240, 220],
  },
}

let clipCounter = 0

export interface CatOptions {
  coat: CatCoat
  pose: CatPose
  x: number
  y: number
  scale: number
  facing?: 1 | -1
  /** Draws a soft shadow on the ground under the cat. */
  shadow?: boolean
}

/** One cat as an SVG group. Markings (stripes, patches) are clipped to the silhouette. */
export function cat(random: Random, options: CatOptions): string {
  const coat = COATS[options.coat]
  const pose = POSES[options.pose]
  const id = `cat${clipCounter++}`
  const [bx, by, bw, bh] = pose.box
  let markings = ''
  if (coat.stripe) {
    const count = 9
    for (let i = 0; i < count; i++) {
      const x = bx + (bw * (i + 0.5)) / count + random.range(-4, 4)
      markings += `<path d="M${n(x)} ${n(by)} q${n(random.range(8, 16))} ${n(bh / 2)} 0 ${n(bh)}" stroke="${coat.stripe}" stroke-width="${n(random.range(5, 8))}" fill="none" opacity=".55"/>`
    }
  }
  for (const patch of coat.patches ?? []) {
    for (let i = 0; i < 2; i++) {
      markings += `<ellipse cx="${n(random.range(bx + 20, bx + bw - 20))}" cy="${n(random.range(by + 20, by + bh - 30))}" rx="${n(random.range(26, 48))}" ry="${n(random.range(22, 40))}" fill="${patch}"/>`
    }
  }
  const facing = options.facing ?? 1
  const shadow =
    options.shadow === false ? '' : `<ellipse cx="0" cy="2" rx="${n(bw * 0.55)}" ry="10" fill="#000" opacity=".22"/>`
  return (
    `<g transform="translate(${n(options.x)} ${n(options.y)}) scale(${(options.scale * facing).toFixed(3)} ${options.scale.toFixed(3)})">` +
    shadow +
    `<path d="${pose.tail}" stroke="${coat.base}" stroke-width="${pose.tailWidth}" fill="none" stroke-linecap="round"/>` +
    `<clipPath id="${id}">${pose.body}</clipPath>` +
    `<g fill="${coat.base}">${pose.body}</g>` +
    `<g clip-path="url(#${id})">${markings}${pose.inner(coat)}</g>` +
    pose.face(coat) +
    `</g>`
  )
}

/** Resets the clip path ids, so one image's SVG does not depend on what was drawn before it. */
export function resetCatIds(): void {
  clipCounter = 0
}
