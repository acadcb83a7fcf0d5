/** A date's calendar day on this device's clock, written YYYY-MM-DD (the form a date field's value and `max` take). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}
