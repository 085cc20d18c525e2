/** Staff sign-in: email, password and the authenticator's code, in one form. */
import { useState, type FormEvent } from 'react'
import type { StaffSession } from '#schemas/generated/staff-session.ts'
import { ErrorSummary, FieldError, problemsOf, type Problem } from './error-summary.tsx'
import { callStaff, sessionHint } from './staff-api.ts'

const fieldIds = { email: 'staff-email', password: 'staff-password', code: 'staff-code' }

export function SignInForm({ onSignedIn }: { onSignedIn: (session: StaffSession) => void }) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [problems, setProblems] = useState<Problem[]>([])
  const [sending, setSending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const missing: Problem[] = [
      ...(email.trim() ? [] : [{ field: 'email', message: 'Enter your email address' }]),
      ...(password ? [] : [{ field: 'password', message: 'Enter your password' }]),
      ...(code.trim() ? [] : [{ field: 'code', message: 'Enter the code from your authenticator app' }]),
    ]
    setProblems(missing)
    if (missing.length > 0 || sending) return
    setSending(true)
    const result = await callStaff('staffSignIn', { body: { email, password, code } })
    setSending(false)
    if (!result.ok) {
      setPassword('')
      setCode('')
      setProblems(problemsOf(result.failure))
      return
    }
    sessionHint.set()
    onSignedIn(result.answer)
  }

  const messageFor = (field: string) => problems.find((problem) => problem.field === field)?.message
  const describedBy = (field: keyof typeof fieldIds) => (messageFor(field) ? `${fieldIds[field]}-error` : undefined)
  return (
    <form className="staff-form" onSubmit={submit} noValidate lang="en">
      <h1>Staff sign-in</h1>
      <ErrorSummary problems={problems} fieldIds={fieldIds} />
      <div className="field">
        <label htmlFor={fieldIds.email}>Email address</label>
        <FieldError id={`${fieldIds.email}-error`} message={messageFor('email')} />
        <input id={fieldIds.email} type="email" autoComplete="username" spellCheck={false} value={email} onChange={(event) => setEmail(event.target.value)} aria-describedby={describedBy('email')} />
      </div>
      <div className="field">
        <label htmlFor={fieldIds.password}>Password</label>
        <FieldError id={`${fieldIds.password}-error`} message={messageFor('password')} />
        <input id={fieldIds.password} type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} aria-describedby={describedBy('password')} />
      </div>
      <div className="field">
        <label htmlFor={fieldIds.code}>Code from your authenticator app</label>
        <p className="hint" id={`${fieldIds.code}-hint`}>
          6 digits, shown in the app you set up with your link
        </p>
        <FieldError id={`${fieldIds.code}-error`} message={messageFor('code')} />
        <input
          id={fieldIds.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={12}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-describedby={[`${fieldIds.code}-hint`, describedBy('code')].filter(Boolean).join(' ')}
        />
      </div>
      <button type="submit" className="button" disabled={sending}>
        {sending ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  )
}
