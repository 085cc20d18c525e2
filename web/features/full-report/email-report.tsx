/**
 * "Email it to me" (issue 23 part 1; decision 089): the same full report, made on the device,
 * sent once to an address the visitor types, with their consent under the privacy notice in force
 * (decision 077). The server mails it through its outbox and deletes the PDF and the address once
 * it is sent. The optional name for the letter is left out of the mailed copy: it stays on this
 * device. Offline the button says it needs a connection; the download above still works.
 */
import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useId, useState, useSyncExternalStore, type FormEvent } from 'react'
import { privacyNoticeVersion } from '#schemas/consent-notice.ts'
import { localisedPath } from '#schemas/locales.ts'
import { callApi, type ApiFailure } from '../../shared/api-client.ts'
import { legal } from '../../../tests-catalog/site.json'
import type { FullReportProps } from './full-report-button.tsx'

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string }
  | { kind: 'failed'; message: string; field: 'email' | 'consent' | undefined }

const subscribeToConnection = (onChange: () => void) => {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/**
 * Whether the browser says it is online, kept up to date (a page prerendered at build time starts
 * online). An external store, so a change between the first render and the subscription (the
 * connection dropping just as the result shows) is caught when it subscribes, not missed.
 */
function useOnline(): boolean {
  return useSyncExternalStore(subscribeToConnection, () => navigator.onLine !== false, () => true)
}

/** Bytes as base64, in slices (a spread of a whole PDF would overflow the call stack). */
function base64Of(bytes: Uint8Array): string {
  let binary = ''
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000))
  return btoa(binary)
}

function failureMessage(failure: ApiFailure): string {
  if (failure.kind === 'refused' && failure.message) return failure.message
  if (failure.kind === 'network' || failure.kind === 'timeout') {
    return t({ message: 'The report could not be sent: there is no connection to the server. Please try again when you are online; you can still download it.', comment: 'Email it to me: no answer from the server' })
  }
  return t({ message: 'The report could not be sent just now. Please try again later; you can still download it.', comment: 'Email it to me: the server failed' })
}

export function EmailReport({ definition, answers, result, language, takenAt }: FullReportProps) {
  const online = useOnline()
  const [email, setEmail] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const emailId = useId()
  const consentId = useId()
  const hintId = useId()
  const statusId = useId()
  const field = status.kind === 'failed' ? status.field : undefined

  async function send(event: FormEvent) {
    event.preventDefault()
    if (!agreed) {
      setStatus({ kind: 'failed', field: 'consent', message: t({ message: 'Tick the box first: we mail the report only if you agree.', comment: 'Email it to me: the consent box was not ticked' }) })
      return
    }
    setStatus({ kind: 'sending' })
    try {
      const at = takenAt ?? new Date()
      const { makeFullReport, fullReportFileName } = await import('./make-report.ts')
      const pdf = await makeFullReport({ definition, answers, result, language, takenAt: at })
      const sent = await callApi('reportMail', {
        body: {
          email,
          report: { fileName: fullReportFileName(definition, at), pdf: base64Of(pdf) },
          consent: { version: privacyNoticeVersion(legal.privacyPolicyLastUpdated), accepted: true },
        },
        timeoutMs: 60_000,
      })
      if (sent.ok) setStatus({ kind: 'sent', message: sent.answer.message })
      else {
        const problemField = sent.failure.field === 'email' ? 'email' : sent.failure.field === 'consent' ? 'consent' : undefined
        setStatus({ kind: 'failed', field: problemField, message: failureMessage(sent.failure) })
      }
    } catch {
      setStatus({ kind: 'failed', field: undefined, message: t({ message: 'The report could not be made on this device. Please try again.', comment: 'When making the full report PDF failed' }) })
    }
  }

  return (
    <form className="email-report" noValidate onSubmit={(event) => void send(event)}>
      <h2 className="email-report-heading">{t({ message: 'Email it to me', comment: 'Heading of the form that mails the full report PDF' })}</h2>
      <p id={hintId} className="full-report-hint">
        {t({
          message: 'We send the report once to the address you type, then delete the report and the address. Your name for the letter is not in the mailed copy.',
          comment: 'Under the Email it to me heading',
        })}
      </p>
      <label className="full-report-name" htmlFor={emailId}>
        {t({ message: 'Your email address', comment: 'Email it to me: the address field' })}
      </label>
      <input
        id={emailId}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        maxLength={254}
        required
        value={email}
        aria-invalid={field === 'email' || undefined}
        aria-describedby={field === 'email' ? `${hintId} ${statusId}` : hintId}
        onChange={(event) => setEmail(event.target.value)}
      />
      <label className="choice email-report-consent" htmlFor={consentId}>
        <input
          id={consentId}
          type="checkbox"
          name="consent"
          checked={agreed}
          aria-invalid={field === 'consent' || undefined}
          aria-describedby={field === 'consent' ? statusId : undefined}
          onChange={(event) => setAgreed(event.target.checked)}
        />
        <span>
          <Trans comment="Email it to me: the consent box; the link opens the privacy policy">
            I agree that the report is mailed to this address, as our{' '}
            <a href={localisedPath('/privacy-policy', language)} target="_blank" rel="noopener noreferrer">
              Privacy Policy (opens in a new tab)
            </a>{' '}
            says.
          </Trans>
        </span>
      </label>
      <button type="submit" className="button" disabled={!online || status.kind === 'sending'}>
        {online
          ? t({ message: 'Email it to me', comment: 'Button that mails the full report PDF' })
          : t({ message: 'Email needs a connection', comment: 'The Email it to me button while offline (the download still works)' })}
      </button>
      <p id={statusId} className="full-report-status" aria-live="polite">
        {!online
          ? t({ message: 'You are offline: mailing the report needs a connection. Get Full Report above still downloads it.', comment: 'Under the disabled Email it to me button while offline' })
          : status.kind === 'sending'
            ? t({ message: 'Sending your report…', comment: 'While the full report is being mailed' })
            : status.kind === 'sent' || status.kind === 'failed'
              ? status.message
              : ''}
      </p>
    </form>
  )
}
