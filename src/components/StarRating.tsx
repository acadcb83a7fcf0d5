import * as styles from './StarRating.css'

interface StarRatingProps {
  rating: number
  max?: number
}

/** A row of stars read out as one phrase ("Rated 5 out of 5"); the stars themselves are decoration. */
export function StarRating({ rating, max = 5 }: StarRatingProps) {
  return (
    <span className={styles.stars} role="img" aria-label={`Rated ${rating} out of ${max}`}>
      {Array.from({ length: max }, (_, index) => (
        <svg
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars have no identity but their place in the row
          key={index}
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          focusable="false"
          className={index < rating ? styles.filled : styles.empty}
        >
          <path d="M12 2.5l2.9 6 6.6.8-4.9 4.6 1.3 6.5L12 17.2l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z" />
        </svg>
      ))}
    </span>
  )
}
