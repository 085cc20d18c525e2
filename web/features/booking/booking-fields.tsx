/**
 * The controls the three booking forms share, each labelled, with its hint and error tied to it
 * by aria-describedby (the GOV.UK pattern): text-like inputs, a list, a group of choices, the consent box
 * linking the privacy policy, and the sticky Submit bar with its spinner.
 */
import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { InputHTMLAttributes, ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { fieldInputId } from './booking-form-rules.ts'
import { problemOf, type FieldProblems } from './use-booking-form.ts'

type Described = { name: string; hint?: ReactNode; invalid: FieldProblems }

/** The ids of the hint and the error message, when shown. */
function describedBy({ name, hint, invalid }: Described): string | undefined {
  const ids = [hint ? `${fieldInputId(name)}-hint` : '', problemOf(invalid, name) ? `${fieldInputId(name)}-error` : ''].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

/** 'Error: ' before a field's error, for screen readers (the red frame says it to the eye). */
export function ErrorPrefix() {
  return <span className="visually-hidden">{t({ message: 'Error: ', comment: 'Read by screen readers before a form error' })}</span>
}

function HintAndError({ name, hint, invalid }: Described) {
  return (
    <>
      {hint && (
        <p className="hint" id={`${fieldInputId(name)}-hint`}>
          {hint}
        </p>
      )}
      {problemOf(invalid, name) && (
        <p className="error-message" id={`${fieldInputId(name)}-error`}>
          <ErrorPrefix />
          {problemOf(invalid, name)!.message}
        </p>
      )}
    </>
  )
}

type TextFieldProps = Described & {
  label: string
  value: string
  onChange(value: string): void
  type?: 'text' | 'tel' | 'email' | 'date' | 'time'
  multiline?: boolean
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'inputMode' | 'min' | 'max' | 'maxLength'>

/** A field's frame: its label, its hint and error, then the control (marked invalid when the error is its own). */
function LabelledField({ name, label, hint, invalid, children }: Described & { label: string; children: ReactNode }) {
  return (
    <div className={problemOf(invalid, name) ? 'booking-field field-error' : 'booking-field'}>
      <label htmlFor={fieldInputId(name)}>{label}</label>
      <HintAndError name={name} hint={hint} invalid={invalid} />
      {children}
    </div>
  )
}

export function TextField({ name, label, hint, invalid, value, onChange, type = 'text', multiline = false, ...input }: TextFieldProps) {
  const id = fieldInputId(name)
  const isInvalid = problemOf(invalid, name) !== undefined
  return (
    <LabelledField name={name} label={label} hint={hint} invalid={invalid}>
      {multiline ? (
        <textarea id={id} name={name} rows={4} value={value} maxLength={input.maxLength} aria-invalid={isInvalid || undefined} aria-describedby={describedBy({ name, hint, invalid })} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input id={id} name={name} type={type} value={value} {...input} aria-invalid={isInvalid || undefined} aria-describedby={describedBy({ name, hint, invalid })} onChange={(event) => onChange(event.target.value)} />
      )}
    </LabelledField>
  )
}

type SelectFieldProps = Described & {
  label: string
  value: string
  onChange(value: string): void
  /** The first, empty option's text: what to do, or why there is nothing to choose. */
  placeholder: string
  options: readonly string[]
  /** How an option is shown, when not as its value (a time said the Kiswahili way). */
  optionLabel?: (option: string) => string
  disabled?: boolean
}

/** A list to choose from, with an empty first option that says what to do. */
export function SelectField({ name, label, hint, invalid, value, onChange, placeholder, options, optionLabel, disabled = false }: SelectFieldProps) {
  const id = fieldInputId(name)
  const isInvalid = problemOf(invalid, name) !== undefined
  return (
    <LabelledField name={name} label={label} hint={hint} invalid={invalid}>
      <select id={id} name={name} value={value} disabled={disabled} aria-invalid={isInvalid || undefined} aria-describedby={describedBy({ name, hint, invalid })} onChange={(event) => onChange(event.target.value)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel ? optionLabel(option) : option}
          </option>
        ))}
      </select>
    </LabelledField>
  )
}

export type Choice<Value extends string> = { value: Value; label: ReactNode }

type ChoiceFieldProps<Value extends string> = Described & {
  legend: string
  choices: readonly Choice<Value>[]
  value: Value | ''
  onChange(value: Value): void
}

/** One of a few options as radio buttons; the first radio carries the field's id so it can take focus. */
export function ChoiceField<Value extends string>({ name, legend, hint, invalid, choices, value, onChange }: ChoiceFieldProps<Value>) {
  const isInvalid = problemOf(invalid, name) !== undefined
  return (
    <fieldset className={isInvalid ? 'booking-field field-error' : 'booking-field'} aria-invalid={isInvalid || undefined} aria-describedby={describedBy({ name, hint, invalid })}>
      <legend>{legend}</legend>
      <HintAndError name={name} hint={hint} invalid={invalid} />
      <div className="choices">
        {choices.map((choice, index) => (
          <label key={choice.value} className="choice">
            <input type="radio" id={index === 0 ? fieldInputId(name) : undefined} name={name} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** The explicit consent, unticked, with the privacy policy a tap away in a new tab. */
export function ConsentField({ label, checked, onChange, invalid }: { label: string; checked: boolean; onChange(checked: boolean): void; invalid: FieldProblems }) {
  const name = 'consent'
  const id = fieldInputId(name)
  const isInvalid = problemOf(invalid, name) !== undefined
  const hint = (
    <Trans>
      How we keep and use it is set out in our{' '}
      <Link to="/privacy-policy" target="_blank" rel="noopener noreferrer">
        Privacy Policy (opens in a new tab)
      </Link>
      .
    </Trans>
  )
  return (
    <div className={isInvalid ? 'booking-field booking-consent field-error' : 'booking-field booking-consent'}>
      <span className="booking-field-title">{label}</span>
      <HintAndError name={name} hint={hint} invalid={invalid} />
      <label className="choice" htmlFor={id}>
        <input id={id} type="checkbox" name={name} checked={checked} aria-invalid={isInvalid || undefined} aria-describedby={describedBy({ name, hint, invalid })} onChange={(event) => onChange(event.target.checked)} />
        <span>{t`I agree to the processing of my health data to arrange this booking.`}</span>
      </label>
    </div>
  )
}

/** Submit at the end of the form (SPEC.md kept it in view at the bottom; nothing floats over a form since issue 21, decision 098); while sending it is disabled with a spinner. */
export function SubmitBar({ submitting }: { submitting: boolean }) {
  return (
    <>
      <p className="booking-terms">
        <Trans>
          By booking you accept our{' '}
          <Link to="/terms-and-conditions" target="_blank" rel="noopener noreferrer">
            Terms and Conditions (opens in a new tab)
          </Link>
          .
        </Trans>
      </p>
      <div className="booking-submit-bar">
        <button type="submit" className="button booking-submit" disabled={submitting}>
          {submitting && <span className="booking-spinner" aria-hidden="true" />}
          {submitting ? t`Submitting...` : t`Submit`}
        </button>
      </div>
    </>
  )
}
