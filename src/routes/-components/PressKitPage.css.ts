import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../styles/vars.css'
import { media } from '../../styles/breakpoints'

const bare = { listStyle: 'none', margin: 0, padding: 0 } as const

export const resources = style({
  display: 'grid',
  gap: vars.space['6'],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: '1.3fr 1fr 1fr' },
  },
})

export const photos = style({
  ...bare,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
})
export const photoLink = style({ display: 'grid', gap: vars.space['1'], fontSize: vars.fontSize.sm, fontWeight: 600 })
export const photo = style({ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: vars.radius.sm })

export const downloads = style({ ...bare, display: 'grid', gap: vars.space['4'] })
export const download = style({
  display: 'grid',
  gridTemplateColumns: '4.5rem 1fr',
  gap: vars.space['3'],
  alignItems: 'center',
})
/** A small tile behind each logo preview, so the transparent ones still show their edges. */
export const logoPreview = style({
  width: '4.5rem',
  height: '3rem',
  objectFit: 'contain',
  padding: vars.space['1'],
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
})
export const downloadText = style({ display: 'grid', gap: '2px', fontSize: vars.fontSize.sm })
export const downloadLink = style({ fontWeight: 700, fontSize: vars.fontSize.md })
export const fileInfo = style({ fontWeight: 400, fontSize: vars.fontSize.sm })

export const releases = style({ ...bare, display: 'grid', gap: vars.space['4'] })
export const date = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  color: vars.color.inkMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
})
export const releaseTitle = style({ fontWeight: 500 })

export const folder = style({
  marginTop: vars.space['8'],
  padding: vars.space['6'],
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  alignItems: 'center',
  justifyContent: 'space-between',
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
})
export const folderText = style({ margin: 0, maxWidth: '60ch' })

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['4'],
  margin: 0,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
})
export const fact = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['1'],
  padding: vars.space['3'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { [media.tablet]: { padding: vars.space['4'] } },
})
export const factValue = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'break-word',
  '@media': { [media.tablet]: { fontSize: vars.fontSize.lg } },
})

export const contact = style({ borderTop: `4px solid ${vars.color.brand}` })
export const mail = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontWeight: 700,
  fontSize: vars.fontSize.md,
  '@media': { [media.desktop]: { fontSize: vars.fontSize.lg } },
})
export const reply = style({ margin: 0, fontWeight: 600, color: vars.color.accent })

export const quoteCard = style({ margin: 0 })
export const quote = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
})
globalStyle(`${quote} p`, { margin: 0 })
export const quoteCaption = style({
  display: 'grid',
  gap: vars.space['1'],
  marginTop: 'auto',
  fontSize: vars.fontSize.sm,
})
export const quoteSource = style({ fontWeight: 700 })
export const publication = style({ fontStyle: 'normal', fontWeight: 700, color: vars.color.accent })

export const featured = style({
  ...bare,
  display: 'grid',
  gap: vars.space['4'],
  marginBottom: vars.space['6'],
  gridTemplateColumns: '1fr',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
})
export const featuredItem = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['2'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
})
export const featuredLogo = style({ width: '150px', height: 'auto' })
export const featuredName = style({ fontWeight: 700, fontSize: vars.fontSize.md })
