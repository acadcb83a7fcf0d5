import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import type { ImageName } from '../content/images'
import { useHydrated } from '../hooks/useHydrated'
import { useOnline } from '../hooks/useOnline'
import { FRAME_PLAYS_ATTR, FRAME_SRC_ATTR, FRAME_STATE_ATTR } from '../boot/early-input'
import { PlayIcon } from './media-icons'
import { Picture } from './Picture'
import { spinner } from './GalleryGrid.css'
import * as styles from './VideoFacade.css'

export const VIDEO_OFFLINE_TEXT =
  'You’re offline. The video needs an internet connection; the photos on this page work offline.'
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
 *
 * Its play button works from the first paint (decision 0014): the frame is in the HTML with its address in
 * `data-src` and no `src`, the button names it (`data-plays`), and the facade's look follows `data-frame-state`.
 * A tap before the app has hydrated is answered by the page's early input script, which loads the frame at once;
 * the app adopts that frame when it hydrates instead of loading it again. The frame the server rendered is never
 * given a `src` by React (a `src` set again reloads a frame): a play after hydration mounts a fresh one.
 */
export function VideoFacade({ title, embedUrl, poster, provider = 'YouTube', eager = false }: VideoFacadeProps) {
  const [state, setState] = useState<State>('idle')
  // Each load of the video is a fresh frame; 0 is the frame the server rendered.
  const [attempt, setAttempt] = useState(0)
  const current = useRef(0)
  const frame = useRef<HTMLIFrameElement>(null)
  const frameId = useId()
  const online = useOnline()
  const offline = useHydrated() && !online
  // A frame that already plays keeps what it buffered; one that has not loaded yet would stay blank.
  const showOffline = offline && state !== 'playing'

  // A frame that shows nothing while offline is taken away; back online, it comes back as a fresh load.
  useEffect(() => {
    if (showOffline && state === 'loading') setAttempt(++current.current)
  }, [showOffline, state])

  // A frame fires "load" even for the browser's error page, so reachability is checked on its own: an opaque
  // request rejects only when the host cannot be reached at all.
  const checkReachable = (mine: number) => {
    fetch(embedUrl, { mode: 'no-cors', credentials: 'omit' }).catch(() => {
      if (current.current === mine) setState('failed')
    })
  }

  // Each fresh frame the app mounts is checked once it is shown (a play, a retry, the way back from offline).
  // biome-ignore lint/correctness/useExhaustiveDependencies: one check per frame shown; checkReachable is a new function on every render and listing it would fetch again on every render
  useEffect(() => {
    if (attempt > 0 && !showOffline) checkReachable(attempt)
  }, [attempt, showOffline])

  // Played before hydration (the early input script loaded the frame): take it over as it is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration: only the server-rendered frame can have been loaded by the early input script
  useLayoutEffect(() => {
    const box = frame.current?.closest(`[${FRAME_STATE_ATTR}]`)
    if (!frame.current?.getAttribute('src') || !box) return
    setState(box.getAttribute(FRAME_STATE_ATTR) === 'playing' ? 'playing' : 'loading')
    checkReachable(0)
  }, [])

  const play = () => {
    setAttempt(++current.current)
    setState('loading')
  }

  const shown = showOffline ? 'offline' : state
  return (
    <div className={styles.wrap}>
      <div className={styles.frame} aria-busy={state === 'loading'} {...{ [FRAME_STATE_ATTR]: shown }}>
        <Picture
          name={poster}
          alt=""
          eager={eager}
          sizes="(min-width: 1024px) 640px, 100vw"
          className={styles.poster}
        />
        {!showOffline && (
          <iframe
            key={attempt === 0 ? 'server' : `play-${attempt}`}
            ref={frame}
            id={frameId}
            className={styles.iframe}
            src={attempt === 0 ? undefined : embedUrl}
            {...{ [FRAME_SRC_ATTR]: embedUrl }}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            onLoad={() => setState((now) => (now === 'loading' ? 'playing' : now))}
          />
        )}
        <div className={styles.loading} role="status">
          <span className={spinner} aria-hidden="true" />
          {state === 'loading' && <span className="sr-only">Loading video</span>}
        </div>
        {showOffline ? (
          <p className={styles.message} role="status">
            {VIDEO_OFFLINE_TEXT}
          </p>
        ) : state === 'failed' ? (
          <div className={styles.message} role="alert">
            <span>{VIDEO_FAILED_TEXT}</span>
            <button type="button" className={styles.retry} onClick={play}>
              Try again
            </button>
          </div>
        ) : null}
        <button type="button" className={styles.play} onClick={play} {...{ [FRAME_PLAYS_ATTR]: frameId }}>
          <span className={styles.playCircle}>
            <PlayIcon width={36} height={36} />
          </span>
          <span className="sr-only">Play video: {title}</span>
        </button>
      </div>
      <p className={styles.note}>
        The video plays from {provider} in privacy-enhanced mode; nothing is loaded from {provider} until you press
        play.
      </p>
    </div>
  )
}
