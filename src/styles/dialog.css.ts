import { globalStyle, keyframes, style } from '@vanilla-extract/css'
import { vars } from './vars.css'

/**
 * Shared by the modal dialogs (mobile menu, search): a native <dialog> shown with showModal() (decision 0013), its
 * dimmed backdrop, and the round close button. The browser's own dialog box styles are reset here.
 */
const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })

export const dialog = style({
  position: 'fixed',
  margin: 0,
  border: 0,
  maxWidth: 'none',
  maxHeight: 'none',
  overflowY: 'auto',
  background: vars.color.surface,
  color: vars.color.ink,
  boxShadow: vars.shadow.lg,
  padding: vars.space['5'],
  selectors: {
    '&::backdrop': { background: 'rgba(15, 20, 32, 0.6)', animation: `${fade} 180ms ease-out` },
    '&:focus': { outline: 'none' },
  },
})

// The page behind a modal dialog does not scroll (as the dialogs' former scroll lock did).
globalStyle('body:has(dialog:modal)', { overflow: 'hidden' })

export const dialogClose = style({
  flex: 'none',
  width: '44px',
  height: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 0,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceAlt,
  color: vars.color.ink,
  cursor: 'pointer',
})
