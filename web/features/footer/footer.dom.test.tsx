// @vitest-environment jsdom
/** The footer: its links, the social links in a new tab, and the subscribe form's states (SPEC.md sections 2, 4, 8). */
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { todayInNairobi } from '#engine/index.ts'
import site from '../../../tests-catalog/site.json'
import { Footer } from './index.ts'

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  cleanup()
  fetchMock.mockReset()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function renderFooter() {
  return render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  )
}

async function subscribe(email: string) {
  const user = userEvent.setup()
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), email)
  await user.click(screen.getByRole('button', { name: 'Subscribe' }))
}

describe('the footer links', () => {
  it('links the static pages, the contact details and the copyright year', () => {
    renderFooter()
    expect(screen.getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('/about-us')
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy')
    expect(screen.getByRole('link', { name: 'Terms and Conditions' }).getAttribute('href')).toBe('/terms-and-conditions')
    expect(screen.getByRole('link', { name: site.contact.phone.display }).getAttribute('href')).toBe(`tel:${site.contact.phone.tel}`)
    expect(screen.getByRole('link', { name: site.contact.email }).getAttribute('href')).toBe(`mailto:${site.contact.email}`)
    expect(screen.getByText(site.contact.address)).toBeTruthy()
    expect(screen.getByText(`© ${todayInNairobi(new Date()).slice(0, 4)} ${site.brand.parentCompany}. All rights reserved.`)).toBeTruthy()
    expect(screen.queryByRole('link', { name: /For Corporates/ })).toBeNull()
  })

  it('opens the four social links in a new tab without an opener', () => {
    renderFooter()
    for (const social of site.socialLinks) {
      const link = screen.getByRole('link', { name: new RegExp(social.label) })
      expect(link.getAttribute('href')).toBe(social.url)
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    }
  })
})

describe('the subscribe form', () => {
  it('posts the email, shows "Subscribing..." while waiting, then thanks and clears the field (201)', async () => {
    let answer: (response: Response) => void = () => {}
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)))
    renderFooter()
    await subscribe('amina@example.com')

    const busy = screen.getByRole('button', { name: 'Subscribing...' }) as HTMLButtonElement
    expect(busy.disabled).toBe(true)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/email/subscribe/')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'amina@example.com' })

    answer(new Response(null, { status: 201 }))
    expect(await screen.findByText('Thank you for subscribing!')).toBeTruthy()
    expect((screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement).value).toBe('')
    expect((screen.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('thanks an address that was already subscribed (200)', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }))
    renderFooter()
    await subscribe('amina@example.com')
    expect(await screen.findByText('Thank you for subscribing!')).toBeTruthy()
  })

  it('shows the error message for a rejected address (400) and keeps the email', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: 'Invalid email', errors: [] }), { status: 400 }))
    renderFooter()
    await subscribe('amina@example')
    expect(await screen.findByText('Failed to subscribe. Please try again later.')).toBeTruthy()
    expect((screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement).value).toBe('amina@example')
    expect(console.error).toHaveBeenCalled()
  })

  it('shows the error message on a network error, and clears it at the next submit', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    renderFooter()
    await subscribe('amina@example.com')
    expect(await screen.findByText('Failed to subscribe. Please try again later.')).toBeTruthy()

    fetchMock.mockReturnValueOnce(new Promise<Response>(() => {}))
    await userEvent.setup().click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(screen.queryByText('Failed to subscribe. Please try again later.')).toBeNull()
    expect(screen.getByRole('button', { name: 'Subscribing...' })).toBeTruthy()
  })

  it('announces its messages from a live region', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 201 }))
    renderFooter()
    await subscribe('amina@example.com')
    const message = await screen.findByText('Thank you for subscribing!')
    expect(message.closest('[aria-live]')?.getAttribute('aria-live')).toBe('polite')
  })
})

describe('the copyright year', () => {
  afterEach(() => vi.useRealTimers())

  // Decision 079: the year is the current one in Nairobi, never a year written in the content.
  it.each([
    ['2031-06-15T09:00:00Z', '2031'],
    ['2031-12-31T21:30:00Z', '2032'],
  ])('at %s it says %s (Nairobi is three hours ahead of UTC)', (now, year) => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(now))
    renderFooter()
    expect(screen.getByText(`© ${year} ${site.brand.parentCompany}. All rights reserved.`)).toBeTruthy()
  })
})
