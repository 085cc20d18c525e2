/**
 * SPEC.md section 4, subscribe form: idle → submitting (button disabled, 'Subscribing...') →
 * success (email cleared, thank-you message) or error (SPEC.md section 8 message, also logged).
 * The status is cleared at the start of each submit; messages are announced from a live region.
 * Without JavaScript it is a plain form post to /subscribe (server/no-script/subscribe-pages.ts).
 */
import { i18n } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { useId, useState, type FormEvent } from 'react'
import { useHref } from 'react-router-dom'
import { callApi } from '../../shared/api-client.ts'
import { apiMessageDescriptors } from '#schemas/api-contract.ts'

type Status = 'idle' | 'submitting' | 'success' | 'error'

/** The server's own thanks (a sentence shared with it, schemas/api-contract.ts), in the page's language. */
export const SUBSCRIBE_SUCCESS = apiMessageDescriptors.subscribed
export const SUBSCRIBE_ERROR = msg`Failed to subscribe. Please try again later.`

export function SubscribeForm() {
  const [email, setEmail] = useState('')
  const [status, setStatus] = useState<Status>('idle')
  const inputId = useId()
  // Without JavaScript the form posts to /subscribe, whose page the server draws (issue 21).
  const subscribePage = useHref('/subscribe')

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setStatus('submitting')
    try {
      // SPEC.md section 7, call 1: only the status is checked.
      const result = await callApi('subscribe', { body: { email } })
      if (!result.ok) throw new Error(`The subscription was not accepted (${result.failure.kind})`)
      setEmail('')
      setStatus('success')
    } catch (error) {
      console.error('Subscribe failed:', error)
      setStatus('error')
    }
  }

  const submitting = status === 'submitting'
  return (
    <form className="subscribe-form" method="post" action={subscribePage} onSubmit={handleSubmit} aria-label={t`Subscribe to our newsletter`}>
      <label htmlFor={inputId}>{t`Email address`}</label>
      <div className="subscribe-row">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button className="button" type="submit" disabled={submitting}>
          {submitting ? t`Subscribing...` : t`Subscribe`}
        </button>
      </div>
      <p className="subscribe-status" aria-live="polite">
        {status === 'success' && i18n._(SUBSCRIBE_SUCCESS)}
        {status === 'error' && <span className="error-message">{i18n._(SUBSCRIBE_ERROR)}</span>}
      </p>
    </form>
  )
}
