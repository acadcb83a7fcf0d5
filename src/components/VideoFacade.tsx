import { useRef, useState } from 'react'
import type { ImageName } from '../content/images'
import { useHydrated } from '../hooks/useHydrated'
import { useOnline } from '../hooks/useOnline'
import { PlayIcon } from './icons'
import { Picture } from './Picture'
import { spinner } from './GalleryGrid.css'
import * as styles from './VideoFacade.css'

export const VIDEO_OFFLINE_TEXT = 'You’re offline. The video needs an internet connection; the photos on this page work offline.'
export const VIDEO_FAILED_TEXT = 'The video could not be loaded. Please check your connection.'

interface VideoFacadeProps {
  /** The frame's title and, after "Play video:", the button's name. */
  title: string
  embedUrl: string
  /** Our own picture, shown until the guest asks for the video. */
  poster: ImageName
  /** Who serves the video, named in the privacy note. */
  provider?: string
  /** The facade is in the page's first screen: its poster is fetched at once instead of lazily. */
  eager?: boolean
}

type State = 'idle' | 'loading' | 'playing' | 'failed'

/**
 * A video embed that loads nothing from the video host until the guest presses play (a click-to-load facade).
 * Offline it says so instead of showing a frame that cannot load.
 */
export function VideoFacade({ title, embedUrl, poster, provider = 'YouTube', eager = false }: VideoFacadeProps) {
  const [state, setState] = useState<State>('idle')
  const online = useOnline()
  const offline = useHydrated() && !online
  // A frame that already plays keeps what it buffered; one that has not loaded yet would stay blank.
  const showOffline = offline && state !== 'playing'

  const attempt = useRef(0)
  const play = () => {
    const mine = ++attempt.current
    setState('loading')
    // A frame fires "load" even for the browser's error page, so reachability is checked on its own: an
    // opaque request rejects only when the host cannot be reached at all.
    fetch(embedUrl, { mode: 'no-cors', credentials: 'omit' }).catch(() => {
      if (attempt.current === mine) setState('failed')
    })
  }

  return (
    <div className={styles.wrap}>
      <div className={styles.frame} aria-busy={state === 'loading'}>
        {(state === 'loading' || state === 'playing') && !showOffline ? (
          <>
            <iframe
              className={styles.iframe}
              src={embedUrl}
              title={title}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              referrerPolicy="strict-origin-when-cross-origin"
              onLoad={() => setState((current) => (current === 'loading' ? 'playing' : current))}
            />
            {state === 'loading' && (
              <div className={styles.loading} role="status">
                <span className={spinner} aria-hidden="true" />
                <span className="sr-only">Loading video</span>
              </div>
            )}
          </>
        ) : (
          <>
            <Picture name={poster} alt="" eager={eager} sizes="(min-width: 1024px) 640px, 100vw" className={styles.poster} />
            {showOffline ? (
              <p className={styles.message} role="status">{VIDEO_OFFLINE_TEXT}</p>
            ) : state === 'failed' ? (
              <div className={styles.message} role="alert">
                <span>{VIDEO_FAILED_TEXT}</span>
                <button type="button" className={styles.retry} onClick={play}>Try again</button>
              </div>
            ) : (
              <button type="button" className={styles.play} onClick={play}>
                <span className={styles.playCircle}><PlayIcon width={36} height={36} /></span>
                <span className="sr-only">Play video: {title}</span>
              </button>
            )}
          </>
        )}
      </div>
      <p className={styles.note}>
        The video plays from {provider} in privacy-enhanced mode; nothing is loaded from {provider} until you press play.
      </p>
    </div>
  )
}
