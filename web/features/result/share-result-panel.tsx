/**
 * "Share this result with my practitioner" (issue 22 part 6; decision 083). The visitor names the
 * booking with the link to manage it (from the confirmation e-mail or page) and a one-time code
 * sent by e-mail or SMS, then sees exactly what will be shared (the test, the date, the answers,
 * the score and the band) and ticks the box to agree. Only then does the result leave the page,
 * tied to that booking alone; the manage page lists it and withdraws it until the session.
 * Nothing is kept in the browser: the link, the code and the session live in this component.
 */
import { t } from '@lingui/core/macro'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { todayInNairobi } from '#engine/booking.ts'
import { privacyNoticeVersion } from '#schemas/consent-notice.ts'
import type { ManageBooking } from '#schemas/generated/manage-booking.ts'
import type { Answer, AssessmentResult, TestDefinition } from '#schemas/index.ts'
import type { Locale } from '#schemas/locales.ts'
import { legal } from '../../../tests-catalog/site.json'
import { CodeChannelChoice, type CodeChannel } from '../../shared/code-channel-choice.tsx'
import { ErrorSummary, type FormProblem } from '../../shared/error-summary.tsx'
import { formatClock, formatDay } from '../../shared/format-date-time.ts'
import { callManage } from '../../shared/manage-client.ts'
import { shareConsentSentence, SharePreview } from './share-preview.tsx'

export type ShareResultProps = { definition: TestDefinition; answers: readonly Answer[]; result: AssessmentResult; language: Locale }

const fieldId = (field: string) => `share-${field.replace(/\//g, '-')}`

/** The manage link's token, from a pasted address (…/manage#token) or the token alone. */
export function tokenOfLink(text: string): string | undefined {
  const token = text.trim().split('#').pop() ?? ''
  return /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined
}

type Step = { name: 'link' } | { name: 'code'; token: string; sent: string } | { name: 'consent'; session: string; booking: ManageBooking } | { name: 'shared'; message: string }

export default function ShareResultPanel({ definition, answers, result, language }: ShareResultProps) {
  const [step, setStep] = useState<Step>({ name: 'link' })
  const [link, setLink] = useState('')
  const [channel, setChannel] = useState<CodeChannel>('email')
  const [code, setCode] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [problems, setProblems] = useState<FormProblem[]>([])
  const [focusKey, setFocusKey] = useState(0)
  const [busy, setBusy] = useState(false)
  const show = (found: FormProblem[]) => {
    setProblems(found)
    setFocusKey((count) => count + 1)
  }
  const problemOf = (field: string) => problems.find((problem) => problem.field === field)?.message

  async function sendCode(token: string) {
    setBusy(true)
    const sent = await callManage('manageSendCode', { token, channel })
    setBusy(false)
    if (!sent.ok) return show(sent.problems.map((problem) => ({ ...problem, field: problem.field === 'token' ? 'link' : problem.field })))
    setProblems([])
    setStep({ name: 'code', token, sent: sent.answer.message })
  }

  async function open(token: string) {
    if (!/^\d{6}$/.test(code.trim())) return show([{ field: 'code', message: t`Enter the 6-digit code we sent you.` }])
    setBusy(true)
    const opened = await callManage('manageOpen', { token, code: code.trim() })
    setBusy(false)
    if (!opened.ok) return show(opened.problems)
    setProblems([])
    setStep({ name: 'consent', session: opened.answer.session ?? '', booking: opened.answer })
  }

  async function share(session: string) {
    if (!agreed) return show([{ field: 'consent', message: t`Tick the box if you agree to share this result with your practitioner.` }])
    setBusy(true)
    const shared = await callManage('manageShare', {
      session,
      result: { testCode: definition.testCode, language, answers: [...answers] },
      consent: { version: privacyNoticeVersion(legal.privacyPolicyLastUpdated), accepted: true },
    })
    setBusy(false)
    if (!shared.ok) return show(shared.problems.map((problem) => ({ ...problem, field: problem.field?.startsWith('consent') ? 'consent' : undefined })))
    setProblems([])
    setStep({ name: 'shared', message: shared.answer.message })
  }

  return (
    <section className="share-result" aria-labelledby="share-result-heading">
      <h2 id="share-result-heading">{t`Share this result with my practitioner`}</h2>
      <ErrorSummary problems={problems} fieldId={fieldId} focusKey={focusKey} />
      {step.name === 'link' && (
        <form noValidate onSubmit={(event) => { event.preventDefault(); const token = tokenOfLink(link); if (!token) return show([{ field: 'link', message: t`Paste the whole link to manage your booking, from your confirmation e-mail or page.` }]); void sendCode(token) }}>
          <p>{t`Only a person with a booking can share a result, and only with the practitioner of that booking. Nothing is shared until you see exactly what and agree.`}</p>
          <div className={problemOf('link') ? 'booking-field field-error' : 'booking-field'}>
            <label htmlFor={fieldId('link')}>{t`The link to manage your booking`}</label>
            <p className="hint" id={`${fieldId('link')}-hint`}>{t`It is in your confirmation e-mail, and on the page you saw after paying.`}</p>
            {problemOf('link') && <p className="error-message" id={`${fieldId('link')}-error`}>{problemOf('link')}</p>}
            <input id={fieldId('link')} name="manage-link" autoComplete="off" value={link} aria-invalid={problemOf('link') ? true : undefined} aria-describedby={`${fieldId('link')}-hint${problemOf('link') ? ` ${fieldId('link')}-error` : ''}`} onChange={(event) => setLink(event.target.value)} />
          </div>
          <CodeChannelChoice value={channel} onChange={setChannel} name="share-code-channel" />
          <button type="submit" className="button" disabled={busy}>{t`Send me a code`}</button>
        </form>
      )}
      {step.name === 'code' && (
        <form noValidate onSubmit={(event) => { event.preventDefault(); void open(step.token) }}>
          <p role="status">{step.sent}</p>
          <div className={problemOf('code') ? 'booking-field field-error' : 'booking-field'}>
            <label htmlFor={fieldId('code')}>{t`Code`}</label>
            {problemOf('code') && <p className="error-message" id={`${fieldId('code')}-error`}>{problemOf('code')}</p>}
            <input id={fieldId('code')} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} aria-invalid={problemOf('code') ? true : undefined} aria-describedby={problemOf('code') ? `${fieldId('code')}-error` : undefined} onChange={(event) => setCode(event.target.value)} />
          </div>
          <button type="submit" className="button" disabled={busy}>{t`Open my booking`}</button>
        </form>
      )}
      {step.name === 'consent' && (
        <form noValidate onSubmit={(event) => { event.preventDefault(); void share(step.session) }}>
          <p>
            {step.booking.date && step.booking.time
              ? t`Your booking ${step.booking.reference}, on ${formatDay(step.booking.date)} at ${formatClock(step.booking.time)} (Kenyan time).`
              : t`Your booking ${step.booking.reference}.`}
          </p>
          <SharePreview definition={definition} answers={answers} result={result} takenOn={formatDay(todayInNairobi(new Date()))} />
          <div className={problemOf('consent') ? 'booking-field field-error' : 'booking-field'}>
            {problemOf('consent') && <p className="error-message" id={`${fieldId('consent')}-error`}>{problemOf('consent')}</p>}
            <label className="checkbox-choice">
              <input id={fieldId('consent')} type="checkbox" checked={agreed} aria-invalid={problemOf('consent') ? true : undefined} aria-describedby={problemOf('consent') ? `${fieldId('consent')}-error` : undefined} onChange={(event) => setAgreed(event.target.checked)} />{' '}
              {shareConsentSentence()}
            </label>
            <p>
              <Link to="/privacy-policy">{t`How we keep your data (Privacy Policy)`}</Link>
            </p>
          </div>
          <button type="submit" className="button" disabled={busy}>{t`Share this result`}</button>
        </form>
      )}
      {step.name === 'shared' && <p role="status">{step.message}</p>}
    </section>
  )
}
