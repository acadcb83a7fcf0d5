import type { ReactNode } from 'react'
import { PHONE_ART, type ImageName } from '../content/images'
import { Picture } from './Picture'
import { ReportHydrated } from './ReportHydrated'
import * as styles from './PageHero.css'

interface PageHeroProps {
  title: ReactNode
  eyebrow?: ReactNode
  subtitle?: ReactNode
  children?: ReactNode
  /** Height: full 100vh, large 80vh, medium 60vh, small 40vh (SPEC §2 Home). */
  size?: 'full' | 'large' | 'medium' | 'small'
  /** How dark the layer over the image is: medium and heavy keep the text at AA over any photo; light needs a dark one. */
  overlay?: 'light' | 'medium' | 'heavy'
  imageStyle?: 'darken' | 'darker' | 'natural' | 'brighten' | 'blur'
  /** An illustration behind a dark overlay; the gradient shows while it loads and stays if it fails (SPEC §4). */
  image?: ImageName
}

/**
 * How wide the phone slice (4:5, object-fit: cover) is drawn: the full width, or 4/5 of the height when the hero is
 * taller than 5:4, so the browser picks the variant that fills the hero without waste.
 */
export function heroPhoneSizes(size: keyof typeof styles.minHeightVh): string {
  const [rw, rh] = PHONE_ART.ratio
  return `max(100vw, ${Math.round((styles.minHeightVh[size] * rw) / rh)}vh)`
}

/**
 * The dark hero every page opens with (the transparent header sits on it). Every page, the not-found page and the
 * error screen render one, so it is where the page reports that it has hydrated (src/boot/app-hydrated.ts).
 */
export function PageHero({
  title,
  eyebrow,
  subtitle,
  children,
  size = 'small',
  overlay = 'medium',
  imageStyle = 'natural',
  image,
}: PageHeroProps) {
  return (
    <section className={styles.hero[size]}>
      {image && (
        <div className={styles.backdrop}>
          {/* Decorative backdrop: the heading says what the page is about. */}
          <Picture
            name={image}
            alt=""
            priority
            fallback="hero"
            sizes="(max-width: 767px) 200vw, 100vw"
            // The phone slice is encoded for what medium and heavy let through; light shows more (PageHero.css.ts).
            phoneSizes={overlay === 'light' ? undefined : heroPhoneSizes(size)}
            className={`${styles.image} ${styles.imageStyle[imageStyle]}`}
          />
          <div className={styles.overlay[overlay]} />
        </div>
      )}
      <div className={styles.inner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {children && <div className={styles.actions}>{children}</div>}
      </div>
      <ReportHydrated part="page" />
    </section>
  )
}
