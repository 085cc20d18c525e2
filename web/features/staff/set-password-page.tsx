/**
 * The page a one-time link opens (/staff/set-password#token=…): it shows the authenticator to
 * add (the otpauth:// link, which a phone opens in its authenticator app, and the secret to type
 * in), then takes the new password and a code from that app. The token stays in the address's
 * fragment, which the browser never sends to a server.
 */
import { useEffect, useState, type FormEvent } from 'react'
import type { StaffEnrolment } from '#schemas/generated/staff-enrolment.ts'
import { ErrorSummary, FieldError, problemsOf, type Problem } from './error-summary.tsx'
import { callStaff } from './staff-api.ts'

const fieldIds = { password: 'new-password', confirm: 'confirm-password', code: 'enrol-code', token: 'new-password' }

function tokenOf(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? ''
}

export function SetPasswordPage({ hash }: { hash: string }) {
  const token = tokenOf(hash)
  const [enrolment, setEnrolment] = useState<StaffEnrolment | undefined>()
  const [refusal, setRefusal] = useState<string | undefined>()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [code, setCode] = useState('')
  const [problems, setProblems] = useState<Problem[]>([])
  const [done, setDone] = useState<string | undefined>()
  const [sending, setSending] = useState(false)

  useEffect(() => {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) {
      setRefusal('This link is not complete. Copy the whole link you were given into the address bar.')
      return
    }
    void callStaff('staffOpenLink', { body: { token } }).then((result) => (result.ok ? setEnrolment(result.answer) : setRefusal(result.failure.message)))
  }, [token])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found: Problem[] = [
      ...(password.length >= 12 ? [] : [{ field: 'password', message: 'Use at least 12 characters' }]),
      ...(confirm === password ? [] : [{ field: 'confirm', message: 'The two passwords are not the same' }]),
      ...(code.trim() ? [] : [{ field: 'code', message: 'Enter the code your authenticator app shows now' }]),
    ]
    setProblems(found)
    if (found.length > 0 || sending) return
    setSending(true)
    const result = await callStaff('staffUseLink', { body: { token, password, code } })
    setSending(false)
    if (result.ok) setDone(result.answer.message)
    else setProblems(problemsOf(result.failure))
  }

  if (refusal) {
    return (
      <section lang="en">
        <h1>This link cannot be used</h1>
        <p>{refusal}</p>
      </section>
    )
  }
  if (done) {
    return (
      <section lang="en">
        <h1>Password set</h1>
        <p>{done}</p>
        <a className="button" href="/staff">
          Go to sign-in
        </a>
      </section>
    )
  }
  if (!enrolment) return <p lang="en">Checking your link…</p>
  const messageFor = (field: string) => problems.find((problem) => problem.field === field)?.message
  return (
    <form className="staff-form" onSubmit={submit} noValidate lang="en">
      <h1>{enrolment.purpose === 'set' ? 'Set your password' : 'Reset your password'}</h1>
      <p>For {enrolment.email}. This link works once, for 24 hours.</p>
      <ErrorSummary problems={problems} fieldIds={fieldIds} />
      <h2>1. Add the account to your authenticator app</h2>
      <p>
        On your phone, open <a href={enrolment.totpUri}>this authenticator link</a>, or add an account in the app by hand with this key:
      </p>
      <p className="staff-secret">
        <code>{enrolment.totpSecret.replace(/(.{4})/g, '$1 ').trim()}</code>
      </p>
      <h2>2. Choose a password</h2>
      <div className="field">
        <label htmlFor={fieldIds.password}>New password</label>
        <p className="hint" id="new-password-hint">
          At least 12 characters. A few words you will remember make a good password.
        </p>
        <FieldError id="new-password-error" message={messageFor('password')} />
        <input id={fieldIds.password} type="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} aria-describedby="new-password-hint" />
      </div>
      <div className="field">
        <label htmlFor={fieldIds.confirm}>Type the password again</label>
        <FieldError id="confirm-password-error" message={messageFor('confirm')} />
        <input id={fieldIds.confirm} type="password" autoComplete="new-password" value={confirm} onChange={(event) => setConfirm(event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={fieldIds.code}>Code your authenticator app shows now</label>
        <FieldError id="enrol-code-error" message={messageFor('code')} />
        <input id={fieldIds.code} inputMode="numeric" autoComplete="one-time-code" maxLength={12} value={code} onChange={(event) => setCode(event.target.value)} />
      </div>
      <button type="submit" className="button" disabled={sending}>
        {sending ? 'Saving…' : 'Set password'}
      </button>
    </form>
  )
}
