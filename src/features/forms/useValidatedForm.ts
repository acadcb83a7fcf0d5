import { useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>

interface Options<V> {
  initial: V
  /** The error of one field for these values, or undefined when it is valid. */
  validateField: (field: keyof V & string, values: V) => string | undefined
  /** Called with valid values after a submit event. */
  onValidSubmit: (values: V) => void
  /** Called on every edit (forms clear their failure banner here). */
  onEdit?: () => void
}

/**
 * Field state with the spec's error timing (SPEC §4): every field is checked on submit; afterwards a field
 * that shows an error is re-checked as the guest types (the error updates or clears), and a field without an
 * error is left alone until the next submit.
 */
export function useValidatedForm<V extends { [K in keyof V]: string | boolean }>({
  initial,
  validateField,
  onValidSubmit,
  onEdit,
}: Options<V>) {
  const [values, setValues] = useState<V>(initial)
  const [errors, setErrors] = useState<FieldErrors<V>>({})
  const formRef = useRef<HTMLFormElement>(null)
  const fields = Object.keys(initial) as Array<keyof V & string>

  // What the guest typed, ticked or chose before the app hydrated is on screen but not in this state: take it, once,
  // so that what is validated and sent is what the form shows (decision 0013).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration: afterwards the form is React's (and `initial` is often a new object on every render)
  useLayoutEffect(() => {
    const shown = valuesShown(formRef.current, initial)
    if (shown) setValues(shown)
  }, [])

  function change<K extends keyof V & string>(field: K, value: V[K]): void {
    const next = { ...values, [field]: value }
    setValues(next)
    if (errors[field] !== undefined) {
      const error = validateField(field, next)
      setErrors((current) => {
        const updated = { ...current }
        if (error === undefined) delete updated[field]
        else updated[field] = error
        return updated
      })
    }
    onEdit?.()
  }

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault()
    const found: FieldErrors<V> = {}
    for (const field of fields) {
      const error = validateField(field, values)
      if (error !== undefined) found[field] = error
    }
    // Commit the errors first so the focused field already describes its error when a screen reader reads it.
    flushSync(() => setErrors(found))
    const first = fields.find((field) => found[field] !== undefined)
    if (first === undefined) onValidSubmit(values)
    else focusField(formRef.current, first)
  }

  function reset(): void {
    setValues(initial)
    setErrors({})
  }

  /** A text-valued field's name, value, change handler and error, to spread on its control. */
  function textField<K extends keyof V & string>(field: K & { [P in K]: V[P] extends string ? K : never }[K]) {
    return {
      name: field,
      value: values[field] as string,
      onChange: (value: string) => change(field, value as V[K]),
      error: errors[field],
    }
  }

  return { values, errors, change, submit, reset, formRef, textField }
}

/** The form's values as its controls show them, when they differ from `initial`; null when they do not. */
export function valuesShown<V extends { [K in keyof V]: string | boolean }>(
  form: HTMLFormElement | null,
  initial: V,
): V | null {
  if (!form) return null
  const shown = { ...initial }
  let changed = false
  for (const field of Object.keys(initial) as Array<keyof V & string>) {
    const control = form.elements.namedItem(field)
    if (!control) continue
    const value =
      typeof initial[field] === 'boolean'
        ? control instanceof HTMLInputElement && control.checked
        : control instanceof RadioNodeList || 'value' in control
          ? (control as RadioNodeList | HTMLInputElement).value
          : initial[field]
    if (value !== initial[field]) {
      shown[field] = value as V[typeof field]
      changed = true
    }
  }
  return changed ? shown : null
}

function focusField(form: HTMLFormElement | null, name: string): void {
  const control = form?.elements.namedItem(name)
  if (!control) return
  const target = control instanceof RadioNodeList ? control[0] : control
  if (target instanceof HTMLElement) target.focus()
}

/** True when any text the guest entered (or choice they made) is still on the form. */
export function hasInput(values: object): boolean {
  return Object.values(values).some((value) => typeof value === 'string' && value.trim() !== '')
}
