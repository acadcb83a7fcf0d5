import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react'

interface WhenVisibleProps {
  /** Rendered (and so loaded, when it is a lazy component) once the reserved box nears the viewport. */
  children: ReactNode
  /** Height reserved until then, so the content arriving does not move what follows it on screen. */
  minHeight: string
  /** Shown in place of the content until it arrives. */
  placeholder: ReactNode
}

/**
 * Defers a below-the-fold section until it is about to scroll into view (SPEC §2 Tours "lazily loaded").
 * The server and the first client render both show the placeholder, so hydration agrees.
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

  const reserved = <div style={{ minHeight }}>{placeholder}</div>
  return <div ref={ref}>{visible ? <Suspense fallback={reserved}>{children}</Suspense> : reserved}</div>
}
