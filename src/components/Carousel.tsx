import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import type { Testimonial } from '../content/testimonials'
import { pickTestimonials } from '../content/default-testimonials'
import * as styles from './Carousel.css'

/** SPEC §4 / §9: auto-advance every 8 s; a 500 ms lock ignores rapid clicks. */
export const AUTO_ADVANCE_MS = 8000
export const NAVIGATION_LOCK_MS = 500

export interface CarouselState {
  index: number
  /** Time (ms) before which navigation is ignored. */
  lockedUntil: number
}

/** Any index, brought into 0..count-1 (so previous from the first is the last). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return ((index % count) + count) % count
}

/** Moves to a slide unless the lock is still on; the move starts a new lock. */
export function goTo(
  state: CarouselState,
  target: number,
  count: number,
  now: number,
  lockMs = NAVIGATION_LOCK_MS,
): CarouselState {
  if (now < state.lockedUntil || count <= 1) return state
  const index = wrapIndex(target, count)
  return index === state.index ? state : { index, lockedUntil: now + lockMs }
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'
function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(reducedMotionQuery)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  )
}

interface CarouselProps {
  testimonials?: readonly Testimonial[]
  /** Show the built-in set of Google reviews when no testimonials are given. */
  googleReviews?: boolean
  label?: string
  interval?: number
}

/** Testimonial carousel (SPEC §4): wraps, auto-advances, pauses on hover, focus and reduced motion. */
export function Carousel({
  testimonials,
  googleReviews = false,
  label = 'What our guests say',
  interval = AUTO_ADVANCE_MS,
}: CarouselProps) {
  const slides = pickTestimonials({ testimonials, googleReviews })
  const count = slides.length
  const [state, setState] = useState<CarouselState>({ index: 0, lockedUntil: 0 })
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reducedMotion = useReducedMotion()
  const regionRef = useRef<HTMLElement>(null)
  const baseId = useId()
  const rotating = !hovered && !focused && !reducedMotion && count > 1

  const navigate = (target: number) => setState((current) => goTo(current, target, count, Date.now()))

  // Restarts on every slide change, so a manual move gets a full interval before the next automatic one.
  // An automatic move sets no lock: a guest's click right after it must still count.
  // biome-ignore lint/correctness/useExhaustiveDependencies: state.index is listed to restart the timer on every slide change (the effect reads the index through setState's updater)
  useEffect(() => {
    if (!rotating) return
    const timer = setTimeout(
      () => setState((current) => ({ ...current, index: wrapIndex(current.index + 1, count) })),
      interval,
    )
    return () => clearTimeout(timer)
  }, [rotating, state.index, count, interval])

  const current = slides[state.index] ?? slides[0]
  if (!current) return null

  return (
    <section
      ref={regionRef}
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!regionRef.current?.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <div className={styles.viewport} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          // The group is a <div>: a <figure> with a <figcaption> may not take another role (ARIA in HTML).
          // biome-ignore lint/a11y/useSemanticElements: a carousel slide (WAI-ARIA APG) is a group with the roledescription "slide", not a set of form controls a <fieldset> would hold
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: the slides are a fixed list, never reordered; the author alone may repeat
            key={`${slide.author}-${index}`}
            id={`${baseId}-slide-${index}`}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            hidden={index !== state.index}
          >
            <figure className={styles.figure}>
              <blockquote className={styles.quote}>
                <p>“{slide.quote}”</p>
              </blockquote>
              <figcaption className={styles.caption}>
                <span className={styles.author}>{slide.author}</span>
                <span className={styles.role}>{slide.role}</span>
                {slide.source && <span className={styles.source}>{slide.source}</span>}
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label="Previous testimonial"
            onClick={() => navigate(state.index - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <div className={styles.dots}>
            {slides.map((slide, index) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide of a fixed list, never reordered; the author alone may repeat
                key={`${slide.author}-${index}`}
                type="button"
                className={styles.dot}
                aria-label={`Show testimonial ${index + 1} of ${count}`}
                aria-controls={`${baseId}-slide-${index}`}
                aria-current={index === state.index ? 'true' : undefined}
                onClick={() => navigate(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.arrow}
            aria-label="Next testimonial"
            onClick={() => navigate(state.index + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  )
}
