/**
 * Windows' contrast themes (forced colours): the system sets every colour and drops backgrounds and shadows. What the
 * site shows by a background or a shadow alone (a pressed topic, the current page, the current review's dot, a
 * floating button's round shape) would vanish; these rules give it the system's own colours and lines instead.
 */
/** A selected item (a pressed toggle, the current page, the current slide) in the system's colours for a selection. */
export const selectedInForcedColors = {
  forcedColorAdjust: 'none',
  background: 'Highlight',
  color: 'HighlightText',
} as const

/** A control drawn by its background alone keeps its shape as a line in the text colour. */
export const outlinedInForcedColors = { border: '2px solid CanvasText' } as const
