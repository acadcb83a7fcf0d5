import { lazy, Suspense, useRef, type ReactNode } from 'react'
import { useHydrated } from '../hooks/useHydrated'
import type { GalleryImage } from '../content/gallery'
import { picture } from '../content/pictures'
import { uniqueBySource } from '../lib/gallery'
import { Picture } from './Picture'
import * as styles from './GalleryGrid.css'

const loadLightbox = () => import('./Lightbox')
const Lightbox = lazy(loadLightbox)

export type GalleryColumns = 2 | 3 | 4

/** SPEC §2 empty state. */
export const GALLERY_EMPTY_TITLE = 'No images to display.'
export const GALLERY_EMPTY_TEXT = 'Check back soon for more photos from our tours and community!'

export interface GalleryGridProps {
  images: readonly GalleryImage[]
  /** Names the grid and the lightbox ("Tour Photo Gallery"). */
  label: string
  /** Columns on wide screens; phones show 2, tablets at most 3. */
  columns?: GalleryColumns
  /**
   * The id of the open picture, from the page's URL; undefined (or an id not in this grid) means closed. It opens
   * once the page has hydrated.
   */
  openId?: number
  /** A thumbnail was chosen: push a history entry, so Back closes the lightbox. */
  onOpen: (id: number) => void
  /** Previous or next: replace the entry, so Back still closes. */
  onMove: (id: number) => void
  onClose: () => void
}

/** The largest width a thumbnail is shown at, so the browser picks a small variant (container 1180px, 16px gaps). */
function thumbnailSizes(columns: GalleryColumns): string {
  const tabletColumns = Math.min(columns, 3)
  return [
    `(min-width: 1180px) ${Math.ceil(1116 / columns)}px`,
    `(min-width: 1024px) ${Math.ceil(100 / columns)}vw`,
    `(min-width: 768px) ${Math.ceil(100 / tabletColumns)}vw`,
    '50vw',
  ].join(', ')
}

/**
 * The shared photo grid (SPEC §2 Gallery): each source once, 2 to 4 columns, a full-screen lightbox on click.
 * Controlled: the page keeps the open picture in its URL and passes it back as `openId`.
 */
export function GalleryGrid({ images, label, columns = 3, openId, onOpen, onMove, onClose }: GalleryGridProps) {
  const list = useRef<HTMLUListElement>(null)
  const shown = uniqueBySource(images)
  const open = openId === undefined ? undefined : shown.find((photo) => photo.id === openId)

  if (shown.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{GALLERY_EMPTY_TITLE}</p>
        <p className={styles.emptyText}>{GALLERY_EMPTY_TEXT}</p>
      </div>
    )
  }

  // Focus goes back to the thumbnail of the picture last shown, which is also right for a shared link.
  const returnFocus = (id: number) => list.current?.querySelector<HTMLButtonElement>(`[data-photo-id="${id}"]`)?.focus()

  return (
    <>
      <ul ref={list} className={styles.grid[columns]} aria-label={label}>
        {shown.map((photo) => {
          const { width, height } = picture(photo.src)
          return (
            <li key={photo.id}>
              <button
                type="button"
                className={styles.thumb}
                style={{ aspectRatio: `${width} / ${height}` }}
                data-photo-id={photo.id}
                aria-haspopup="dialog"
                onClick={() => onOpen(photo.id)}
                // Fetch the lightbox code while the guest is still deciding.
                onPointerEnter={() => void loadLightbox()}
                onFocus={() => void loadLightbox()}
              >
                <Picture
                  name={photo.src}
                  alt={photo.alt}
                  fallback="gallery"
                  sizes={thumbnailSizes(columns)}
                  className={styles.thumbImage}
                />
              </button>
            </li>
          )
        })}
      </ul>
      <WhenHydrated>
        {open && (
          <Suspense
            fallback={
              <div className={styles.opening} role="status">
                <span className={styles.spinner} aria-hidden="true" />
                <span className="sr-only">Opening photo</span>
              </div>
            }
          >
            <Lightbox
              images={shown}
              current={open}
              label={label}
              onMove={onMove}
              onClose={onClose}
              onClosed={returnFocus}
            />
          </Suspense>
        )}
      </WhenHydrated>
    </>
  )
}

/**
 * Its children once the page has hydrated. One prerendered page serves every `?photo=`, so a picture named in the
 * address opens only then. Kept to this small component: the re-render that follows hydration stays this small.
 */
function WhenHydrated({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null
}
