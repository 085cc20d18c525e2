/**
 * The staff console at /staff (issue 22): sign-in, the one-time link's set-password page, and the
 * signed-in home with the role, sign-out, for admins and operations the bookings (operations-view.tsx), for admins the audit log, for practitioners their schedule. Staff-facing and English
 * only (decision 070): every part declares lang="en", also under /sw/staff. The server is asked for
 * the session only when this browser signed in before (a hint in localStorage), so a fresh visit
 * makes no call the server must refuse.
 */
import { useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import type { StaffSession } from '#schemas/generated/staff-session.ts'
import { AuditLogView } from './audit-log-view.tsx'
import { OperationsView } from './operations-view.tsx'
import { ScheduleView } from './schedule-view.tsx'
import { SetPasswordPage } from './set-password-page.tsx'
import { SignInForm } from './sign-in-form.tsx'
import { callStaff, sessionHint } from './staff-api.ts'
import './staff.css'

const roleNames: Record<StaffSession['role'], string> = { admin: 'Admin', operations: 'Operations', practitioner: 'Practitioner' }

function StaffHome({ session, onSignedOut }: { session: StaffSession; onSignedOut: () => void }) {
  const [failure, setFailure] = useState<string | undefined>()
  async function signOut() {
    const result = await callStaff('staffSignOut', { csrfToken: session.csrfToken })
    if (!result.ok && result.failure.status !== 401) {
      setFailure(result.failure.message)
      return
    }
    sessionHint.clear()
    onSignedOut()
  }
  return (
    <div lang="en">
      <h1>Staff console</h1>
      <p>
        Signed in as {session.email}, role: <strong>{roleNames[session.role]}</strong>.
      </p>
      <button type="button" className="button" onClick={() => void signOut()}>
        Sign out
      </button>
      {failure ? <p role="alert">{failure}</p> : null}
      {session.role === 'admin' || session.role === 'operations' ? <OperationsView csrfToken={session.csrfToken} /> : null}
      {session.role === 'admin' ? <AuditLogView /> : null}
      {session.role === 'practitioner' ? <ScheduleView /> : null}
    </div>
  )
}

export function StaffConsole() {
  const location = useLocation()
  const [session, setSession] = useState<StaffSession | undefined>()
  const [checking, setChecking] = useState(() => sessionHint.present())

  useEffect(() => {
    document.title = 'Staff console'
    if (!sessionHint.present()) return
    void callStaff('staffSession').then((result) => {
      if (result.ok) setSession(result.answer)
      else sessionHint.clear()
      setChecking(false)
    })
  }, [])

  const setPassword = /\/staff\/set-password\/?$/.test(location.pathname)
  return (
    <main id="main-content" className="page staff-console" lang="en">
      {setPassword ? (
        <SetPasswordPage hash={location.hash} />
      ) : checking ? (
        <p>Checking your session…</p>
      ) : session ? (
        <StaffHome session={session} onSignedOut={() => setSession(undefined)} />
      ) : (
        <SignInForm onSignedIn={setSession} />
      )}
    </main>
  )
}
