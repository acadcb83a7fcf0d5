import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import type { GalleryImage } from '../content/gallery'
import { LIGHTBOX_SIZES } from '../content/images'
import { stepFrom } from '../lib/gallery'
import { CloseIcon } from './icons'
import { ChevronLeftIcon, ChevronRightIcon } from './media-icons'
import { Picture } from './Picture'
import { spinner } from './GalleryGrid.css'
import * as styles from './Lightbox.css'

/** A horizontal move longer than this (px), and clearly more sideways than up or down, is a swipe. */
export const SWIPE_MIN_PX = 50

interface LightboxProps {
  /** The grid's pictures, already de-duplicated. */
  images: readonly GalleryImage[]
  current: GalleryImage
  label: string
  onMove: (id: number) => void
  onClose: () => void
  /** After closing, with the id of the picture last shown (for focus return). */
  onClosed: (id: number) => void
}

/**
 * Full-screen view of one picture (SPEC §4 Lightbox): previous and next wrap, a counter "n / total", close.
 * A native <dialog> shown with showModal(), like the menu and the search: the browser keeps focus inside, makes the
 * page behind inert and closes it on Escape; arrows and swipes step. Loaded on first use.
 */
export default function Lightbox({ images, current, label, onMove, onClose, onClosed }: LightboxProps) {
  const [direction, setDirection] = useState<'previous' | 'next'>()
  const swipe = useRef<{ id: number; x: number; y: number }>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  // The picture shown last and the grid's focus return, read when the view closes, whichever render was last.
  const closing = useRef({ id: current.id, onClosed })
  closing.current = { id: current.id, onClosed }
  const position = images.findIndex((photo) => photo.id === current.id) + 1

  const step = (by: -1 | 1) => {
    const target = stepFrom(images, current.id, by)
    if (target === undefined || target === current.id) return
    setDirection(by < 0 ? 'previous' : 'next')
    onMove(target)
  }

  // A modal <dialog> lets Tab leave for the browser's own controls after its last button; the view keeps it
  // going round its buttons instead, as it did before it was a native dialog.
  const keepTabInside = (event: KeyboardEvent) => {
    const buttons = [...dialog.current!.querySelectorAll<HTMLElement>('button, [href]')]
    const edge = event.shiftKey ? buttons[0] : buttons[buttons.length - 1]
    const active = document.activeElement
    if (active !== edge && active !== dialog.current) return
    event.preventDefault()
    ;(event.shiftKey ? buttons[buttons.length - 1] : buttons[0])?.focus()
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') return keepTabInside(event)
    if (event.key === 'ArrowLeft') step(-1)
    else if (event.key === 'ArrowRight') step(1)
    else return
    event.preventDefault()
  }

  // Touch and pen only: a mouse drag over a picture is more likely a text selection than a swipe.
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' || !event.isPrimary) return
    swipe.current = { id: event.pointerId, x: event.clientX, y: event.clientY }
  }
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current
    swipe.current = null
    if (!start || start.id !== event.pointerId) return
    const dx = event.clientX - start.x
    const dy = event.clientY - start.y
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy) * 1.5) step(dx < 0 ? 1 : -1)
  }

  // Shown while mounted: the grid mounts it for as long as the URL names a picture (decision 0008).
  useLayoutEffect(() => {
    if (!dialog.current!.open) dialog.current!.showModal()
  }, [])
  // However it goes (Escape, the close button, the browser's Back), focus returns to the grid once the view has left
  // the page: after React's commit, which would otherwise put back the focus it saw before.
  useEffect(() => () => closing.current.onClosed(closing.current.id), [])

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onKeyDown={onKeyDown} onClose={onClose}>
      <div className={styles.bar}>
        <h2 id={titleId} className={styles.title}>
          {label}
        </h2>
        <p className={styles.counter} aria-live="polite" aria-atomic="true">
          {position} / {images.length}
        </p>
        <button type="button" className={styles.close} aria-label="Close photo" onClick={onClose}>
          <CloseIcon width={24} height={24} />
        </button>
      </div>
      <div
        className={styles.stage}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
      >
        {/* Keyed by picture, so each one starts over at "loading" and replays the slide. */}
        <div key={current.id} className={styles.slide} data-direction={direction}>
          <Picture
            name={current.src}
            alt={current.alt}
            sizes={LIGHTBOX_SIZES}
            priority
            fallback="gallery"
            className={styles.image}
          />
          {(current.caption || current.credit) && (
            <p className={styles.caption}>
              {current.caption}
              {current.credit && <span className={styles.credit}>Photo: {current.credit}</span>}
            </p>
          )}
          {/* Displayed only while the picture is still loading (CSS reads the picture's data-state). */}
          <span className={`${spinner} ${styles.spinner}`} role="status">
            <span className="sr-only">Loading photo</span>
          </span>
        </div>
      </div>
      {images.length > 1 && (
        <>
          <button
            type="button"
            className={`${styles.nav} ${styles.previous}`}
            aria-label="Previous photo"
            onClick={() => step(-1)}
          >
            <ChevronLeftIcon width={28} height={28} />
          </button>
          <button
            type="button"
            className={`${styles.nav} ${styles.next}`}
            aria-label="Next photo"
            onClick={() => step(1)}
          >
            <ChevronRightIcon width={28} height={28} />
          </button>
        </>
      )}
    </dialog>
  )
}
