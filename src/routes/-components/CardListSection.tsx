import { card, cardGrid, cardTitle, container, section, sectionAlt, sectionTitle } from '../../styles/layout.css'
import * as pageStyles from './pages.css'

export interface TitledText {
  title: string
  text: string
}

interface CardListSectionProps {
  /** The heading's id, which also labels the section. */
  titleId: string
  title: string
  items: readonly TitledText[]
  /** Pages alternate their section backgrounds; `alt` is the tinted one. */
  tone?: 'plain' | 'alt'
}

/** A titled section with a grid of small cards, each a heading and a line of text (private tours' events, press coverage ideas). */
export function CardListSection({ titleId, title, items, tone = 'plain' }: CardListSectionProps) {
  return (
    <section className={tone === 'alt' ? sectionAlt : section} aria-labelledby={titleId}>
      <div className={container}>
        <h2 id={titleId} className={sectionTitle}>
          {title}
        </h2>
        <ul className={`${cardGrid} ${pageStyles.plainList}`}>
          {items.map((item) => (
            <li key={item.title} className={card}>
              <h3 className={cardTitle}>{item.title}</h3>
              <p className={pageStyles.muted}>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
