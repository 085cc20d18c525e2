// @vitest-environment jsdom
/**
 * The staff console as a staff member uses it: an empty sign-in lists every problem in a summary
 * that takes focus, each linked to its field; a refusal shows the server's neutral sentence and
 * clears the password and code; a signed-in admin sees the role, the audit log and sign-out,
 * whose call carries the CSRF token; the set-password page shows the authenticator to add and
 * sends the link's token with the new password and code. A fresh visit asks the server nothing.
 */
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { StaffConsole } from './index.ts'

const fetchMock = vi.fn<typeof fetch>()
const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const session = { email: 'amina@clinic.example', role: 'admin', csrfToken: 'csrf-token-of-this-session', expiresAt: '2026-11-26T10:00:00.000Z' }
const auditPage = {
  total: 1,
  page: 1,
  pageCount: 1,
  entries: [{ id: '1', at: '2026-11-25T08:00:00.000Z', staffId: 's', staffEmail: 'amina@clinic.example', action: 'staff.sign-in', outcome: 'success', recordType: 'staff-account', recordId: 's', fields: [], ipAddress: '10.0.0.1', userAgent: 'x' }],
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock))
afterEach(() => {
  cleanup()
  fetchMock.mockReset()
  vi.unstubAllGlobals()
  localStorage.clear()
})

function renderAt(address: string) {
  render(
    <MemoryRouter initialEntries={[address]}>
      <StaffConsole />
    </MemoryRouter>,
  )
  return userEvent.setup()
}

const calls = () => fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), method: init?.method, headers: init?.headers as Record<string, string>, body: init?.body ? JSON.parse(String(init.body)) : undefined }))

describe('the staff console', () => {
  it('lists every missing field in a summary that takes focus, and sends nothing', async () => {
    const user = renderAt('/staff')
    expect(fetchMock).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    const summary = screen.getByRole('alert')
    expect(document.activeElement).toBe(summary)
    const links = within(summary).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Enter your email address', '#staff-email'],
      ['Enter your password', '#staff-password'],
      ['Enter the code from your authenticator app', '#staff-code'],
    ])
    expect(screen.getByLabelText('Email address').getAttribute('aria-describedby')).toBe('staff-email-error')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows the server’s neutral refusal and clears the password and code', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'Email, password or code is not right.', errors: [] }, 401))
    const user = renderAt('/staff')
    await user.type(screen.getByLabelText('Email address'), 'amina@clinic.example')
    await user.type(screen.getByLabelText('Password'), 'wrong password here')
    await user.type(screen.getByLabelText('Code from your authenticator app'), '123456')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Email, password or code is not right.')).toBeDefined()
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('')
    expect((screen.getByLabelText('Code from your authenticator app') as HTMLInputElement).value).toBe('')
    expect(calls()[0]).toMatchObject({ url: '/api/staff/sign-in', method: 'POST', body: { email: 'amina@clinic.example', password: 'wrong password here', code: '123456' } })
  })

  it('shows a signed-in admin the role and the audit log, and signs out with the CSRF token', async () => {
    // Answered by address: an admin's home also loads the operations list (operations-view.dom.test.tsx).
    const answers: Record<string, unknown> = {
      '/api/staff/sign-in': session,
      '/api/staff/audit': auditPage,
      '/api/staff/sign-out': { message: 'You are signed out.' },
      '/api/staff/bookings': { bookings: [], total: 0, page: 1, pageCount: 1, day: '2026-11-26' },
      '/api/staff/practitioners': { practitioners: [] },
    }
    fetchMock.mockImplementation(async (url) => json(answers[String(url).split('?')[0]!] ?? {}, 200))
    const user = renderAt('/staff')
    await user.type(screen.getByLabelText('Email address'), 'amina@clinic.example')
    await user.type(screen.getByLabelText('Password'), 'correct horse battery staple')
    await user.type(screen.getByLabelText('Code from your authenticator app'), '123456')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff console' })).toBeDefined()
    screen.getByText('Admin')
    expect(await screen.findByRole('cell', { name: 'staff.sign-in' })).toBeDefined()
    expect(screen.getByRole('link', { name: 'Export these entries as CSV' }).getAttribute('href')).toBe('/api/staff/audit/export')
    await user.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeDefined()
    const signOut = calls().find((call) => call.url === '/api/staff/sign-out')!
    expect(signOut.headers['x-csrf-token']).toBe(session.csrfToken)
    expect(localStorage.length).toBe(0)
  })

  it('opens a one-time link: shows the authenticator to add, then sets the password with a code', async () => {
    const token = 'T'.repeat(43)
    fetchMock
      .mockResolvedValueOnce(json({ email: 'pat@clinic.example', purpose: 'set', totpUri: 'otpauth://totp/Afya%20Hub%20staff:pat%40clinic.example?secret=JBSWY3DPEHPK3PXP', totpSecret: 'JBSWY3DPEHPK3PXP' }, 200))
      .mockResolvedValueOnce(json({ message: 'Your password is set. Sign in with it and your authenticator code.' }, 200))
    const user = renderAt(`/staff/set-password#token=${token}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Set your password' })).toBeDefined()
    expect(screen.getByRole('link', { name: 'this authenticator link' }).getAttribute('href')).toMatch(/^otpauth:\/\/totp\//)
    screen.getByText('JBSW Y3DP EHPK 3PXP')
    await user.type(screen.getByLabelText('New password'), 'a long and memorable passphrase')
    await user.type(screen.getByLabelText('Type the password again'), 'a long and memorable passphrase')
    await user.type(screen.getByLabelText('Code your authenticator app shows now'), '654321')
    await user.click(screen.getByRole('button', { name: 'Set password' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Password set' })).toBeDefined()
    expect(calls().map((call) => [call.url, call.body])).toEqual([
      ['/api/staff/password-links/open', { token }],
      ['/api/staff/password-links/use', { token, password: 'a long and memorable passphrase', code: '654321' }],
    ])
  })
})
