/**
 * What floats over the page, shared by the shell (its floating link, sticky bar and status pills) and the pages'
 * floating parts (a help button, src/components/HelpButton.css.ts): how far they rise while the sticky bar shows, when
 * they step aside for a form, and the status pills' stack that a help button lifts. Below both, so that a shared
 * component never imports the shell.
 */
import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from './vars.css'
import { clearOf } from './safe-area'
import { screenOnly } from './print.css'

/** How far above the screen's clear bottom what floats in a corner steps while the sticky bar shows. */
export const STICKY_BAR_CLEARANCE = '84px'

/** The mark a form carries while the guest presses in it with the focus nowhere (src/app/shell/form-in-use.ts). */
export const FORM_IN_USE_ATTR = 'data-in-use'

/**
 * While a guest is in a form, what floats over the page steps aside: on a phone it would cover the fields. "In" is the
 * focus anywhere in the form, its buttons too: were they to come back as the focus moves from a field to Send, the
 * sticky bar would slide in under the finger and take the press's release, and the tap would do nothing
 * (e2e/contact.spec.ts). Safari focuses no button or checkbox that is pressed, so a form pressed while it held the
 * focus counts too, until a press or the focus goes elsewhere (src/app/shell/form-in-use.ts). Not `:active`: a finger
 * that starts a scroll on a form makes it active for a moment, and everything floating would blink.
 */
export const IN_A_FORM = `body:has(form:focus-within, form[${FORM_IN_USE_ATTR}])`

/** Quiet status pills (offline saving, offline, messages waiting), stacked above the sticky bar when it shows. */
export const statusStack = style(
  screenOnly({
    position: 'fixed',
    left: clearOf('left', vars.space['4']),
    bottom: clearOf('bottom', vars.space['4']),
    zIndex: vars.z.floating,
    maxWidth: 'calc(100vw - 6rem)',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space['2'],
    pointerEvents: 'none',
    transition: 'bottom 200ms ease',
    selectors: { '&[data-raised]': { bottom: clearOf('bottom', STICKY_BAR_CLEARANCE) } },
  }),
)

globalStyle(`${IN_A_FORM} ${statusStack}`, { display: 'none' })
