/**
 * The insurance-card photo (wellness, paying by insurance): JPEG, PNG or PDF up to 5 MB, checked
 * here before anything is uploaded, so a person on a slow network is not made to wait for a
 * refusal. The file is uploaded only on Submit.
 */
import { i18n } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { useRef, useState } from 'react'
import { fieldInputId } from './booking-form-rules.ts'
import { problemOf, type FieldProblems } from './use-booking-form.ts'
import { apiMessageDescriptors } from '#schemas/api-contract.ts'
import { ErrorPrefix } from './booking-fields.tsx'

export const maxCardBytes = 5 * 1024 * 1024
export const acceptedCardTypes = ['image/jpeg', 'image/png', 'application/pdf'] as const
/** The server's own refusal of a file over 5 MB (schemas/api-contract.ts), said before sending. */
export const cardTooLargeMessage = apiMessageDescriptors.uploadTooLarge
export const cardWrongTypeMessage = msg`The insurance card must be a JPEG, PNG or PDF file.`

/** Why this file cannot be sent, or undefined when it can. A file without a type is left to the server. */
export function cardProblem(file: File): string | undefined {
  if (file.size > maxCardBytes) return i18n._(cardTooLargeMessage)
  if (file.type !== '' && !(acceptedCardTypes as readonly string[]).includes(file.type)) return i18n._(cardWrongTypeMessage)
  return undefined
}

type Props = { label: string; file: File | null; onChange(file: File | null): void; invalid: FieldProblems }

export function InsuranceCardField({ label, file, onChange, invalid }: Props) {
  const name = 'insuranceCard'
  const id = fieldInputId(name)
  const input = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<string>()
  const message = problem ?? problemOf(invalid, name)?.message
  const chosenName = file?.name ?? ''
  return (
    <div className={message ? 'booking-field field-error' : 'booking-field'}>
      <label htmlFor={id}>{label}</label>
      <p className="hint" id={`${id}-hint`}>
        {t`A photo or scan of your insurance card: JPEG, PNG or PDF, up to 5 MB.`}
      </p>
      {message && (
        <p className="error-message" id={`${id}-error`} role="alert">
          <ErrorPrefix />
          {message}
        </p>
      )}
      <input
        ref={input}
        id={id}
        name={name}
        type="file"
        accept={acceptedCardTypes.join(',')}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null
          const refusal = chosen ? cardProblem(chosen) : undefined
          setProblem(refusal)
          if (refusal && input.current) input.current.value = ''
          onChange(refusal ? null : chosen)
        }}
      />
      {file && (
        <p className="booking-file">
          {t({ message: `Chosen: ${chosenName}`, comment: 'Booking form: the insurance card file chosen' })}{' '}
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              if (input.current) input.current.value = ''
              setProblem(undefined)
              onChange(null)
            }}
          >
            {t`Remove the file`}
          </button>
        </p>
      )}
    </div>
  )
}
