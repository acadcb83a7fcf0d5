import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { scrollToSection } from './scroll-to-section'

interface SectionLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The id of the section on this page. */
  sectionId: string
}

/**
 * A link to a section of the same page. Before hydration it is a plain fragment link; after, it scrolls smoothly
 * (unless reduced motion is preferred) and moves focus into the section, without a router navigation.
 */
export function SectionLink({ sectionId, onClick, children, ...rest }: SectionLinkProps) {
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented) return
    event.preventDefault()
    scrollToSection(sectionId)
  }
  return (
    <a href={`#${sectionId}`} onClick={go} {...rest}>
      {children}
    </a>
  )
}
