/**
 * The Premium pre-order form: an email address and/or a phone number (both optional here; the
 * server asks for one), the consent box, and 'Pre-Order Now'. Sending disables the button, so a
 * double click sends once. Problems the server names come back beside their fields (GOV.UK
 * pattern: message tied by aria-describedby, a summary that takes focus); after success the form
 * gives way to the thank-you, which takes focus.
 */
import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { preOrderFailedMessage, sendPreOrder, type FieldName, type FieldProblems } from './premium-api.ts'

type Status = 'editing' | 'sending' | 'done' | 'failed'

const labels: Record<FieldName, MessageDescriptor> = { email: msg`Email address`, phone_number: msg`Phone number`, consent: msg`Consent` }

/** A field's label with '(optional)', in the page's language. */
function optional(label: MessageDescriptor): string {
  const name = i18n._(label)
  return t({ message: `${name} (optional)`, comment: 'A form field label that may be left empty' })
}

export function PreOrderForm() {
  const [email, setEmail] = useState('')
  const [phone, setPhone] = useState('')
  const [consent, setConsent] = useState(false)
  const [status, setStatus] = useState<Status>('editing')
  const [problems, setProblems] = useState<FieldProblems>({})
  const sending = useRef(false)
  const summary = useRef<HTMLDivElement>(null)
  const thanks = useRef<HTMLHeadingElement>(null)
  const id = useId()
  const fieldId = (name: FieldName) => `${id}-${name}`

  // Focus moves in the commit that shows the thanks or the summary, before the screen paints, so
  // nothing is read or typed in the gap between the two.
  useLayoutEffect(() => {
    if (status === 'done') thanks.current?.focus()
    else if (Object.keys(problems).length > 0) summary.current?.focus()
  }, [status, problems])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending.current) return
    sending.current = true
    setStatus('sending')
    const outcome = await sendPreOrder({ email: email.trim() || null, phone_number: phone.trim() || null, consent })
    sending.current = false
    setProblems(outcome.kind === 'invalid' ? outcome.problems : {})
    setStatus(outcome.kind === 'done' ? 'done' : outcome.kind === 'failed' ? 'failed' : 'editing')
  }

  if (status === 'done') {
    return (
      <div className="card pre-order-thanks">
        <h2 tabIndex={-1} ref={thanks}>
          {t`Thank you! Your pre-order is in.`}
        </h2>
        <p>{t`We will tell you when Premium launches. Until then, every self-test stays free.`}</p>
        <Link className="button" to="/categories">
          {t`Explore our tests`}
        </Link>
      </div>
    )
  }

  const problemList = (Object.entries(problems) as [FieldName, string][]).filter(([, message]) => message)
  const describedBy = (name: FieldName, hint?: string) => [hint, problems[name] ? `${fieldId(name)}-error` : undefined].filter(Boolean).join(' ') || undefined
  const error = (name: FieldName): ReactNode =>
    problems[name] ? (
      <p id={`${fieldId(name)}-error`} className="error-message">
        <span className="visually-hidden">{t({ message: 'Error:', comment: 'Read by screen readers before a form field problem' })} </span>
        {problems[name]}
      </p>
    ) : null

  return (
    <form className="pre-order-form" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t`Pre-order Premium`}</h2>
      <p>{t`Tell us where to reach you, and we will let you know the day Premium opens. We ask for nothing else.`}</p>
      {problemList.length > 0 ? (
        <div className="error-summary" role="alert" tabIndex={-1} ref={summary} aria-labelledby={`${id}-summary`}>
          <h3 id={`${id}-summary`}>{t`There is a problem`}</h3>
          <ul>
            {problemList.map(([name, message]) => (
              <li key={name}>
                <a href={`#${fieldId(name)}`}>{message}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={problems.email ? 'booking-field field-error' : 'booking-field'}>
        <label htmlFor={fieldId('email')}>{optional(labels.email)}</label>
        <p id={`${id}-email-hint`} className="hint">
          {t`We will email you once, when Premium launches.`}
        </p>
        {error('email')}
        <input id={fieldId('email')} type="email" name="email" autoComplete="email" value={email} aria-invalid={problems.email ? true : undefined} aria-describedby={describedBy('email', `${id}-email-hint`)} onChange={(event) => setEmail(event.target.value)} />
      </div>
      <div className={problems.phone_number ? 'booking-field field-error' : 'booking-field'}>
        <label htmlFor={fieldId('phone_number')}>{optional(labels.phone_number)}</label>
        <p id={`${id}-phone-hint`} className="hint">
          {t`Or an SMS to a Kenyan mobile number, such as 0712 345 678.`}
        </p>
        {error('phone_number')}
        <input id={fieldId('phone_number')} type="tel" name="phone_number" autoComplete="tel" inputMode="tel" value={phone} aria-invalid={problems.phone_number ? true : undefined} aria-describedby={describedBy('phone_number', `${id}-phone-hint`)} onChange={(event) => setPhone(event.target.value)} />
      </div>
      <div className={problems.consent ? 'booking-field booking-consent field-error' : 'booking-field booking-consent'}>
        {error('consent')}
        <label className="choice" htmlFor={fieldId('consent')}>
          <input id={fieldId('consent')} type="checkbox" name="consent" checked={consent} aria-invalid={problems.consent ? true : undefined} aria-describedby={describedBy('consent')} onChange={(event) => setConsent(event.target.checked)} />
          <span>
            {t`I agree that Afya Hub may contact me once, when Premium launches, at the address or number above.`} (
            <Link to="/privacy-policy" target="_blank" rel="noopener">
              {t`Privacy policy`}
              <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
            </Link>
            )
          </span>
        </label>
      </div>
      {status === 'failed' ? (
        <p className="error-text" role="alert">
          {i18n._(preOrderFailedMessage)}
        </p>
      ) : null}
      <button type="submit" className="button pre-order-submit" disabled={status === 'sending'}>
        {status === 'sending' ? t`Sending...` : t`Pre-Order Now`}
      </button>
    </form>
  )
}
