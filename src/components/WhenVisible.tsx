import { Suspense, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'

interface WhenVisibleProps {
  /** Rendered (and so loaded, when it is a lazy component) once the reserved box nears the viewport. */
  children: ReactNode
  /** Height reserved until then, so the content arriving does not move what follows it on screen. */
  minHeight: string
  /** Shown in place of the content until it arrives. */
  placeholder: ReactNode
}

/** Contains its content's margins, so its bottom edge is where what follows begins. */
const OWN_MARGINS: CSSProperties = { display: 'flow-root' }

/**
 * Defers a below-the-fold section until it is about to scroll into view (SPEC §2 Tours "lazily loaded").
 * The server and the first client render both show the placeholder, so hydration agrees.
 *
 * The content is rarely the reserved height (its text wraps differently at every width), and it may arrive while the
 * guest is already past the section's start: come back to the page, or jumped to what follows. What they are looking
 * at then stays where it is, as a tap aimed at it must land on it. Browsers' own scroll anchoring cannot be relied
 * on for that: Safari has none, and Firefox anchors on the section being replaced.
 */
export function WhenVisible({ children, minHeight, placeholder }: WhenVisibleProps) {
  const [visible, setVisible] = useState(false)
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') {
      setVisible(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true)
          observer.disconnect()
        }
      },
      { rootMargin: '600px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    return keepWhatFollowsInPlace(element)
  }, [])

  const reserved = <div style={{ minHeight }}>{placeholder}</div>
  return (
    <div ref={ref} style={OWN_MARGINS}>
      {visible ? <Suspense fallback={reserved}>{children}</Suspense> : reserved}
    </div>
  )
}

/**
 * When the box changes height while its top is above the viewport (the guest is past its start), scrolls by as much
 * as its bottom edge moved, so what follows stays where it was on screen. Where the browser's own anchoring already
 * kept it there, the edge has not moved and nothing is scrolled. A resize observer runs after layout and before
 * paint, so the guest never sees a jump.
 */
function keepWhatFollowsInPlace(element: HTMLElement): () => void {
  let bottom = element.getBoundingClientRect().bottom
  const note = () => {
    bottom = element.getBoundingClientRect().bottom
  }
  const observer = new ResizeObserver(() => {
    const box = element.getBoundingClientRect()
    const moved = box.bottom - bottom
    if (moved !== 0 && box.top < 0) window.scrollBy({ top: moved, behavior: 'instant' })
    note()
  })
  observer.observe(element)
  window.addEventListener('scroll', note, { passive: true })
  return () => {
    observer.disconnect()
    window.removeEventListener('scroll', note)
  }
}
