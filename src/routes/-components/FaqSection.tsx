import type { ComponentProps } from 'react'
import { Accordion } from '../../components/Accordion'
import { container, section, sectionAlt, sectionTitle } from '../../styles/layout.css'

interface FaqSectionProps {
  /** The heading's id, which also labels the section. */
  titleId: string
  title: string
  items: ComponentProps<typeof Accordion>['items']
  /** The page whose FAQPage data the questions belong to. */
  faqPagePath: string
  tone?: 'plain' | 'alt'
}

/** A titled FAQ accordion section (one answer open at a time, SPEC §2). */
export function FaqSection({ titleId, title, items, faqPagePath, tone = 'plain' }: FaqSectionProps) {
  return (
    <section className={tone === 'alt' ? sectionAlt : section} aria-labelledby={titleId}>
      <div className={container}>
        <h2 id={titleId} className={sectionTitle}>
          {title}
        </h2>
        <Accordion items={items} mode="single" faqPagePath={faqPagePath} />
      </div>
    </section>
  )
}
