// @vitest-environment jsdom
/**
 * The Premium page and its pre-order form: the launch line; the body sent (contact and consent
 * only); a double click sends once; the server's problems beside their fields and in a summary
 * that takes focus; a network failure says so and keeps what was typed; the thank-you after 201.
 */
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PremiumPage } from './index.ts'

const fetchMock = vi.fn<typeof fetch>()
const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

beforeEach(() => vi.stubGlobal('fetch', fetchMock))
afterEach(() => {
  cleanup()
  fetchMock.mockReset()
  vi.unstubAllGlobals()
})

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/premium']}>
      <PremiumPage />
    </MemoryRouter>,
  )
  return userEvent.setup()
}

const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)))

describe("the Premium page's launch line (decision 079)", () => {
  afterEach(() => vi.useRealTimers())

  it('says the configured launch day while it is still ahead in Nairobi, and not the next day', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2025-05-01T23:59:00+03:00'))
    renderPage()
    expect(screen.getByText('Launching Thursday, 1 May 2025')).toBeTruthy()
    cleanup()
    vi.setSystemTime(new Date('2025-05-02T00:01:00+03:00'))
    renderPage()
    expect(screen.getByText('Launch date to be announced')).toBeTruthy()
    expect(document.body.textContent).not.toMatch(/Launching/)
  })
})

describe('the Premium page', () => {
  it('shows the launch line and sends only the contact and the consent, once however often Pre-Order Now is pressed', async () => {
    let answer: (response: Response) => void = () => {}
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const user = renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Premium' })).toBeDefined()
    // The configured launch day (1 May 2025) has passed: the page no longer calls it upcoming (decision 079).
    screen.getByText('Launch date to be announced')
    expect(document.body.textContent).not.toMatch(/Launching/)
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'achieng@example.com')
    await user.click(screen.getByRole('checkbox', { name: /contact me once, when Premium launches/ }))
    const submit = screen.getByRole('button', { name: 'Pre-Order Now' })
    await user.click(submit)
    expect(screen.getByRole('button', { name: 'Sending...' }).hasAttribute('disabled')).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Sending...' }))
    expect(fetchMock).toHaveBeenCalledOnce()
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/premium/pre-orders')
    expect(sentBodies()).toEqual([{ email: 'achieng@example.com', phone_number: null, consent: true }])
    answer(json({ message: 'Thank you! We will tell you when Premium launches.' }, 201))
    const thanks = await screen.findByRole('heading', { level: 2, name: 'Thank you! Your pre-order is in.' })
    expect(document.activeElement).toBe(thanks)
    expect(screen.queryByRole('button', { name: 'Pre-Order Now' })).toBeNull()
  })

  it("shows the server's problems beside their fields and in a summary that takes focus", async () => {
    const contact = 'Enter an email address or a phone number, so we can tell you when Premium launches.'
    const consent = 'Please tick the box to agree that we may contact you when Premium launches.'
    fetchMock.mockResolvedValueOnce(
      json(
        {
          message: contact,
          errors: [
            { path: '/email', message: contact },
            { path: '/phone_number', message: contact },
            { path: '/consent', message: consent },
          ],
        },
        400,
      ),
    )
    const user = renderPage()
    await user.click(screen.getByRole('button', { name: 'Pre-Order Now' }))
    const summary = await screen.findByRole('alert')
    expect(document.activeElement).toBe(summary)
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([contact, contact, consent])
    const phone = screen.getByRole('textbox', { name: /Phone number/ })
    expect(phone.getAttribute('aria-invalid')).toBe('true')
    const described = phone.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent)
    expect(described).toContain(`Error: ${contact}`)
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true')
  })

  it('says when the pre-order could not be sent, keeps what was typed, and sends again on request', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(json({ message: 'ok' }, 200))
    const user = renderPage()
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '0712 345 678')
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Pre-Order Now' }))
    expect((await screen.findByRole('alert')).textContent).toBe('We could not send your pre-order. Please check your connection and try again.')
    expect((screen.getByRole('textbox', { name: /Phone number/ }) as HTMLInputElement).value).toBe('0712 345 678')
    await user.click(screen.getByRole('button', { name: 'Pre-Order Now' }))
    await screen.findByRole('heading', { name: 'Thank you! Your pre-order is in.' })
    expect(sentBodies()[1]).toEqual({ email: null, phone_number: '0712 345 678', consent: true })
  })
})
