// @vitest-environment jsdom
/**
 * The result page of a test opened from the screening page: it marks that screening completed for
 * the booking (only the booking id and the test's slug are sent, once), says so, and links back
 * to the screenings; an ordinary visit shows nothing and sends nothing; a failure offers Try again.
 */
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ScreeningCompletion } from './screening-completion.tsx'

const id = '3f2c1e9a-0b6d-4c1e-9a5f-2d7e8b1c4a60'
const fetchMock = vi.fn<typeof fetch>()
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

beforeEach(() => vi.stubGlobal('fetch', fetchMock))
afterEach(() => {
  cleanup()
  fetchMock.mockReset()
  vi.unstubAllGlobals()
})

function renderResult(state: unknown) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[{ pathname: '/tests/anxiety', state }]}>
        <ScreeningCompletion routeSlug="anxiety" />
      </MemoryRouter>
    </StrictMode>,
  )
}

describe('marking a pre-session screening completed', () => {
  it('sends the booking and the slug once, then links back to the screenings', async () => {
    fetchMock.mockResolvedValue(json({ routeSlug: 'anxiety', completed: true }))
    renderResult({ screeningFor: id })
    await screen.findByText(/This screening is marked as completed for your session\./)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/appointments/screenings/')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({ service_id: id, routeSlug: 'anxiety' })
    expect(screen.getByRole('link', { name: 'Back to your screenings' }).getAttribute('href')).toBe(`/screening?service=${id}`)
  })

  it.each([[null], [{}], [{ screeningFor: 'not-a-booking-id' }]])('shows and sends nothing for an ordinary visit (state %j)', (state) => {
    const { container } = renderResult(state)
    expect(container.textContent).toBe('')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('offers Try again when it could not be marked', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'Internal Server Error' }, 500)).mockResolvedValueOnce(json({ routeSlug: 'anxiety', completed: true }))
    renderResult({ screeningFor: id })
    await screen.findByText(/We could not mark this screening as completed/)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByText(/This screening is marked as completed for your session\./)
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })
})
