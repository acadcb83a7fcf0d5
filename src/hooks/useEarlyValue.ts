import { useLayoutEffect, type RefObject } from 'react'

/**
 * Text a guest typed into a field before the app hydrated stays in the field (React keeps the server's element), but
 * not in React's state: on hydration the state takes what the field shows, so what is validated and sent is what is
 * on screen (decision 0013). A layout effect, so the state has it before any replayed tap is handled.
 */
export function useEarlyValue(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  rendered: string,
  adopt: (value: string) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration: afterwards the field is React's (callers pass a new `adopt` on every render)
  useLayoutEffect(() => {
    const value = field.current?.value
    if (value !== undefined && value !== rendered) adopt(value)
  }, [])
}
