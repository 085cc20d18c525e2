/**
 * Where a manage one-time code goes (decision 084): the booking's e-mail address, an SMS to its
 * phone number, or both. Used by the manage page and by sharing a result from the result page.
 */
import { t } from '@lingui/core/macro'
import type { ManageCodeRequest } from '#schemas/generated/manage-code-request.ts'

export type CodeChannel = NonNullable<ManageCodeRequest['channel']>

export function CodeChannelChoice({ value, onChange, name = 'code-channel' }: { value: CodeChannel; onChange(channel: CodeChannel): void; name?: string }) {
  const choices: [CodeChannel, string][] = [
    ['email', t`By e-mail`],
    ['sms', t`By SMS to my phone`],
    ['both', t`Both`],
  ]
  return (
    <fieldset className="booking-field">
      <legend>{t`Send the code`}</legend>
      {choices.map(([channel, label]) => (
        <label key={channel} className="radio-choice">
          <input type="radio" name={name} value={channel} checked={value === channel} onChange={() => onChange(channel)} /> {label}
        </label>
      ))}
    </fieldset>
  )
}
