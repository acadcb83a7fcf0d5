import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
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
 * Radix Dialog keeps focus inside and closes on Escape; arrows and swipes step. Loaded on first use.
 */
export default function Lightbox({ images, current, label, onMove, onClose, onClosed }: LightboxProps) {
  const [direction, setDirection] = useState<'previous' | 'next'>()
  const swipe = useRef<{ id: number; x: number; y: number }>(null)
  const position = images.findIndex((photo) => photo.id === current.id) + 1

  const step = (by: -1 | 1) => {
    const target = stepFrom(images, current.id, by)
    if (target === undefined || target === current.id) return
    setDirection(by < 0 ? 'previous' : 'next')
    onMove(target)
  }

  const onKeyDown = (event: KeyboardEvent) => {
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

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Content
          className={styles.dialog}
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            onClosed(current.id)
          }}
        >
          <div className={styles.bar}>
            <Dialog.Title className={styles.title}>{label}</Dialog.Title>
            <p className={styles.counter} aria-live="polite" aria-atomic="true">
              {position} / {images.length}
            </p>
            <Dialog.Close className={styles.close} aria-label="Close photo">
              <CloseIcon width={24} height={24} />
            </Dialog.Close>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
