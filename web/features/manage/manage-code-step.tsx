/**
 * The first step of the manage page: send a one-time code to the booking's contact (e-mail, SMS or
 * both, as the visitor chooses; decision 084), then enter it.
 * The code goes in the body of the open call, never in the address.
 */
import { t } from '@lingui/core/macro'
import { useState } from 'react'
import type { ManageBooking } from '#schemas/generated/manage-booking.ts'
import { ErrorSummary, type FormProblem } from '../../shared/error-summary.tsx'
import { callManage } from '../../shared/manage-client.ts'
import { CodeChannelChoice, type CodeChannel } from '../../shared/code-channel-choice.tsx'

export const manageFieldId = (field: string) => `manage-${field}`

export function ManageCodeStep({ token, onOpened }: { token: string; onOpened(booking: ManageBooking): void }) {
  const [sent, setSent] = useState<string>()
  const [code, setCode] = useState('')
  const [problems, setProblems] = useState<FormProblem[]>([])
  const [focusKey, setFocusKey] = useState(0)
  const [busy, setBusy] = useState(false)
  const [channel, setChannel] = useState<CodeChannel>('email')
  const show = (found: FormProblem[]) => {
    setProblems(found.map((problem) => ({ field: problem.field === 'code' ? 'code' : undefined, message: problem.message })))
    setFocusKey((count) => count + 1)
  }

  async function sendCode() {
    setBusy(true)
    const result = await callManage('manageSendCode', { token, channel })
    setBusy(false)
    if (!result.ok) return show(result.problems)
    setProblems([])
    setSent(result.answer.message)
  }

  async function open() {
    if (!/^\d{6}$/.test(code.trim())) return show([{ field: 'code', message: t`Enter the 6-digit code we sent you.` }])
    setBusy(true)
    const result = await callManage('manageOpen', { token, code: code.trim() })
    setBusy(false)
    if (!result.ok) return show(result.problems)
    onOpened(result.answer)
  }

  const codeProblem = problems.find((problem) => problem.field === 'code')
  return (
    <>
      <ErrorSummary problems={problems} fieldId={manageFieldId} focusKey={focusKey} />
      <p>{t`To keep your booking safe, we send a one-time code to the e-mail address or the phone number you booked with.`}</p>
      <CodeChannelChoice value={channel} onChange={setChannel} />
      <button type="button" className="button" disabled={busy} onClick={() => void sendCode()}>
        {sent ? t`Send a new code` : t`Send me a code`}
      </button>
      {sent && <p role="status">{sent}</p>}
      {sent && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void open()
          }}
        >
          <div className={codeProblem ? 'booking-field field-error' : 'booking-field'}>
            <label htmlFor={manageFieldId('code')}>{t`Code`}</label>
            {codeProblem && (
              <p className="error-message" id={`${manageFieldId('code')}-error`}>
                {codeProblem.message}
              </p>
            )}
            <input
              id={manageFieldId('code')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              aria-invalid={codeProblem ? true : undefined}
              aria-describedby={codeProblem ? `${manageFieldId('code')}-error` : undefined}
              onChange={(event) => {
                setCode(event.target.value)
                setProblems((current) => current.filter((problem) => problem.field !== 'code'))
              }}
            />
          </div>
          <button type="submit" className="button" disabled={busy}>
            {t`Open my booking`}
          </button>
        </form>
      )}
    </>
  )
}
