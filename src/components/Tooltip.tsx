import { useId, useRef, useState, type ReactNode } from 'react'
import * as styles from './Tooltip.css'

/** SPEC §2: tooltips open after 700 ms; within 300 ms of one closing, the next opens at once. */
export const TOOLTIP_DELAY_MS = 700
export const TOOLTIP_SKIP_MS = 300

let lastClosedAt = Number.NEGATIVE_INFINITY

interface TriggerProps {
  'aria-describedby'?: string
}

export function Tooltip({ label, children }: { label: string; children: (trigger: TriggerProps) => ReactNode }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const timer = useRef<number | undefined>(undefined)

  const show = () => {
    window.clearTimeout(timer.current)
    const delay = performance.now() - lastClosedAt < TOOLTIP_SKIP_MS ? 0 : TOOLTIP_DELAY_MS
    timer.current = window.setTimeout(() => setOpen(true), delay)
  }
  const hide = () => {
    window.clearTimeout(timer.current)
    if (open) lastClosedAt = performance.now()
    setOpen(false)
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper is no control: it hears the pointer, focus and key events of the trigger inside it (a button or a link)
    <span
      className={styles.wrapper}
      onPointerEnter={(event) => event.pointerType === 'mouse' && show()}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onPointerDown={hide}
      onKeyDown={(event) => event.key === 'Escape' && hide()}
    >
      {children(open ? { 'aria-describedby': id } : {})}
      {open && (
        <span role="tooltip" id={id} className={styles.bubble}>
          {label}
        </span>
      )}
    </span>
  )
}
