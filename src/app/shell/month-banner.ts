/** SPEC §2 "Top banner": the current month's tours, or next month's after the 15th. */
import { MONTH_NAMES } from '../../content/months'

export function bannerMonth(now: Date): string {
  const index = now.getDate() > 15 ? (now.getMonth() + 1) % 12 : now.getMonth()
  return MONTH_NAMES[index] ?? 'June'
}
