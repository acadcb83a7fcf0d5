import { useId, useState } from 'react'
import type { FaqItem } from '../content/faqs'
import { ChevronDownIcon } from './icons'
import { JsonLd } from './JsonLd'
import { faqPageJsonLd } from '../lib/content-structured-data'
import * as styles from './Accordion.css'

interface AccordionProps {
  items: readonly FaqItem[]
  /** 'single': one item open at a time, clicking the open one closes it; 'multiple': items toggle independently. */
  mode?: 'single' | 'multiple'
  /** Indexes open at first. */
  defaultOpen?: readonly number[]
  headingLevel?: 2 | 3 | 4
  /**
   * The path of the page, when these are its FAQ: the same questions and answers go with them as an FAQPage
   * (JSON-LD), rendered here with the page's code rather than in every page's head.
   */
  faqPagePath?: string
}

/** Disclosure-style FAQ accordion (SPEC §4 "FAQ accordions"): buttons in headings with aria-expanded. */
export function Accordion({
  items,
  mode = 'multiple',
  defaultOpen = [],
  headingLevel = 3,
  faqPagePath,
}: AccordionProps) {
  const [open, setOpen] = useState<ReadonlySet<number>>(
    () => new Set(mode === 'single' ? defaultOpen.slice(0, 1) : defaultOpen),
  )
  const baseId = useId()
  const Heading = `h${headingLevel}` as const

  const show = (index: number) =>
    setOpen((current) => (mode === 'single' ? new Set([index]) : new Set(current).add(index)))

  // A closed answer is hidden="until-found" once the app runs, so the browser's find-in-page finds it; the browser
  // then reveals it and fires `beforematch`, which opens its item. React writes `hidden` only as a boolean
  // (react#24740), so the value is set here, after React has written the attribute for this render. Such a panel
  // keeps its (empty) box, so it is kept out of the accessibility tree while closed, as a plain hidden one was.
  const findable = (index: number) => (panel: HTMLElement | null) => {
    if (!panel) return
    const closed = panel.hasAttribute('hidden')
    if (closed) panel.setAttribute('hidden', 'until-found')
    if (closed) panel.setAttribute('aria-hidden', 'true')
    else panel.removeAttribute('aria-hidden')
    const onMatch = () => show(index)
    panel.addEventListener('beforematch', onMatch)
    return () => panel.removeEventListener('beforematch', onMatch)
  }

  const toggle = (index: number) =>
    setOpen((current) => {
      if (mode === 'single') return current.has(index) ? new Set() : new Set([index])
      const next = new Set(current)
      if (next.has(index)) next.delete(index)
      else next.add(index)
      return next
    })

  return (
    <div className={styles.accordion}>
      {faqPagePath !== undefined && <JsonLd data={faqPageJsonLd(items, faqPagePath)} />}
      {items.map((item, index) => {
        const expanded = open.has(index)
        const buttonId = `${baseId}-q${index}`
        const panelId = `${baseId}-a${index}`
        return (
          <div key={item.question} className={styles.item} data-open={expanded || undefined}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
              >
                <span>{item.question}</span>
                <ChevronDownIcon width={20} height={20} className={styles.chevron} aria-hidden="true" />
              </button>
            </Heading>
            <section
              ref={findable(index)}
              id={panelId}
              aria-labelledby={buttonId}
              className={styles.panel}
              hidden={!expanded}
            >
              <p className={styles.answer}>{item.answer}</p>
            </section>
          </div>
        )
      })}
    </div>
  )
}
