import { useId, type ChangeEvent, type ReactNode } from 'react'
import * as styles from './Field.css'

/** Ids of the field's own description: its hint (when any), then its error (when shown). */
function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ')
  return joined === '' ? undefined : joined
}

function FieldError({ id, error }: { id: string; error?: string }) {
  if (error === undefined) return null
  return (
    <p id={id} className={styles.error}>
      {error}
    </p>
  )
}

function Label({
  htmlFor,
  id,
  label,
  optional,
}: {
  htmlFor?: string
  id?: string
  label: ReactNode
  optional?: boolean
}) {
  const content = (
    <>
      {label}
      {optional && <span className={styles.optional}> (optional)</span>}
    </>
  )
  return htmlFor ? (
    <label htmlFor={htmlFor} className={styles.label}>
      {content}
    </label>
  ) : (
    <span id={id} className={styles.label}>
      {content}
    </span>
  )
}

interface BaseProps {
  name: string
  label: ReactNode
  value: string
  onChange: (value: string) => void
  error?: string
  hint?: ReactNode
  /** Marks the label "(optional)"; otherwise the control is required. */
  optional?: boolean
}

/**
 * The attributes every single control (input, textarea, select) carries, in the order the markup has them; `own`
 * (the input's type, the textarea's rows) comes right after the name.
 */
function controlAttributes<O extends object>(
  id: string,
  { name, value, onChange, error, optional }: BaseProps,
  own: O,
  description: string | undefined,
) {
  return {
    id,
    name,
    ...own,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onChange(event.target.value),
    required: !optional,
    'aria-invalid': error !== undefined ? true : undefined,
    'aria-describedby': description,
  }
}

interface TextFieldProps extends BaseProps {
  type?: 'text' | 'email' | 'tel' | 'date'
  autoComplete?: string
  maxLength?: number
  inputMode?: 'text' | 'email' | 'tel'
  max?: string
}

export function TextField({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  optional,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const field = { name, label, value, onChange, error, optional }
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <div className={styles.field}>
      <Label htmlFor={id} label={label} optional={optional} />
      <input
        {...controlAttributes(
          id,
          field,
          { type },
          describedBy(hint !== undefined && hintId, error !== undefined && errorId),
        )}
        className={styles.control}
        {...rest}
      />
      {hint !== undefined && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  )
}

interface TextAreaFieldProps extends BaseProps {
  /** Shows "n/limit" under the box; the limit is checked by the validator, not enforced while typing. */
  counter?: { count: number; limit: number }
  rows?: number
}

export function TextAreaField({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  optional,
  counter,
  rows = 6,
}: TextAreaFieldProps) {
  const field = { name, label, value, onChange, error, optional }
  const id = useId()
  const hintId = `${id}-hint`
  const counterId = `${id}-counter`
  const errorId = `${id}-error`
  const over = counter !== undefined && counter.count > counter.limit
  return (
    <div className={styles.field}>
      <Label htmlFor={id} label={label} optional={optional} />
      <textarea
        {...controlAttributes(
          id,
          field,
          { rows },
          describedBy(hint !== undefined && hintId, counter !== undefined && counterId, error !== undefined && errorId),
        )}
        className={styles.textarea}
      />
      <div className={styles.counterRow}>
        {hint !== undefined && (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        )}
        {counter !== undefined && (
          <p id={counterId} className={over ? `${styles.counter} ${styles.counterOver}` : styles.counter}>
            {counter.count}/{counter.limit}
          </p>
        )}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  )
}

export interface Choice {
  value: string
  label: string
}

interface SelectFieldProps extends BaseProps {
  options: readonly Choice[]
  placeholder: string
}

export function SelectField({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  optional,
  options,
  placeholder,
}: SelectFieldProps) {
  const field = { name, label, value, onChange, error, optional }
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <div className={styles.field}>
      <Label htmlFor={id} label={label} optional={optional} />
      <select
        {...controlAttributes(id, field, {}, describedBy(hint !== undefined && hintId, error !== undefined && errorId))}
        className={styles.select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint !== undefined && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  )
}

interface RadioGroupFieldProps extends BaseProps {
  options: readonly Choice[]
}

/** A required choice among a few options: a labelled radiogroup whose error every option describes. */
export function RadioGroupField({ name, label, value, onChange, error, hint, options }: RadioGroupFieldProps) {
  const id = useId()
  const labelId = `${id}-label`
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const description = describedBy(hint !== undefined && hintId, error !== undefined && errorId)
  return (
    <fieldset
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: ARIA in HTML allows radiogroup on a fieldset, and only a radiogroup (not a group) can say the choice is required
      role="radiogroup"
      aria-labelledby={labelId}
      aria-required="true"
      aria-invalid={error !== undefined ? true : undefined}
      aria-describedby={description}
      className={styles.field}
    >
      <legend id={labelId} className={styles.label}>
        {label}
      </legend>
      {hint !== undefined && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.choices}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-describedby={error !== undefined ? errorId : undefined}
              className={styles.radio}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  )
}

interface CheckboxFieldProps {
  name: string
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  error?: string
}

export function CheckboxField({ name, label, checked, onChange, error }: CheckboxFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.checkboxLabel}>
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          required
          aria-invalid={error !== undefined ? true : undefined}
          aria-describedby={error !== undefined ? errorId : undefined}
          className={styles.checkbox}
        />
        <span>{label}</span>
      </label>
      <FieldError id={errorId} error={error} />
    </div>
  )
}
