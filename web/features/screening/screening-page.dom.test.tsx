// @vitest-environment jsdom
/**
 * The screening page (SPEC.md section 2, Screening page): the booking's screenings from its
 * service record, 'X / Y Completed' with a progress bar, 'Completed' as a word (not colour alone)
 * or 'Take the Test' to /tests/{slug} with the booking in navigation state, the note on sharing
 * results, and for an unpaid booking the unlock message and Complete Payment to the checkout.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ServiceData } from '#schemas/generated/service-data.ts'
import { ScreeningPage } from './index.ts'

const id = '3f2c1e9a-0b6d-4c1e-9a5f-2d7e8b1c4a60'
const fetchMock = vi.fn<typeof fetch>()
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const booking: ServiceData = {
  service_type: 'Appointment',
  practitioner: 'Psychologist',
  appointment_date: '2026-03-02',
  appointment_time: '14:30',
  wellness_date: null,
  wellness_time: null,
  description: 'Virtual consultation with a Psychologist',
  amount: 2500,
  package: null,
  is_paid: true,
  testId: null,
  screenings: [
    { routeSlug: 'depression', title: 'Depression Symptoms Screening', description: 'Nine questions about your mood.', completed: false },
    { routeSlug: 'anxiety', title: 'Anxiety Symptoms Screening', description: 'Seven questions about worry.', completed: true },
    { routeSlug: 'burnout', title: 'Burnout Screening', description: 'Nineteen questions about feeling worn out.', completed: false },
  ],
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock))
afterEach(() => {
  cleanup()
  fetchMock.mockReset()
  vi.unstubAllGlobals()
})

function TestProbe() {
  const location = useLocation()
  return <p>Test page {location.pathname} {JSON.stringify(location.state)}</p>
}

/** The address the router holds now, shown beside the page. */
function AddressProbe() {
  const location = useLocation()
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>
}

function renderScreening(path = `/screening?service=${id}`) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/screening"
          element={
            <>
              <ScreeningPage />
              <AddressProbe />
            </>
          }
        />
        <Route path="/tests/:slug" element={<TestProbe />} />
      </Routes>
    </MemoryRouter>,
  )
}

describe('the screening page', () => {
  it("lists the booking's screenings with the progress and each one's state", async () => {
    fetchMock.mockResolvedValue(json(booking))
    renderScreening()
    expect(await screen.findByRole('heading', { level: 1, name: 'Pre-session screenings' })).toBeDefined()
    expect(fetchMock).toHaveBeenCalledWith(`/api/appointments/get_service_data/?service_id=${id}`, expect.anything())
    screen.getByText(/^These short, optional screenings help you prepare for your virtual appointment with a Psychologist\./)
    screen.getByText('1 / 3 Completed')
    const progress = screen.getByRole('progressbar', { name: '1 / 3 Completed' })
    expect(progress.getAttribute('aria-valuenow')).toBe('1')
    expect(progress.getAttribute('aria-valuemax')).toBe('3')
    const cards = screen.getAllByRole('listitem')
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Depression Symptoms Screening',
      'Anxiety Symptoms Screening',
      'Burnout Screening',
    ])
    within(cards[0]!).getByText('Nine questions about your mood.')
    expect(within(cards[1]!).getByText('Completed')).toBeDefined()
    expect(within(cards[1]!).queryByRole('link')).toBeNull()
    expect(within(cards[0]!).queryByText('Completed')).toBeNull()
    expect(within(cards[2]!).getByRole('link', { name: /^Take the Test/ }).getAttribute('href')).toBe('/tests/burnout')
    screen.getByText(/You can share your results with your practitioner in the session, if you choose to\./)
  })

  it('opens a test with the booking in navigation state, not in the address', async () => {
    fetchMock.mockResolvedValue(json(booking))
    renderScreening()
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Take the Test: Depression Symptoms Screening' }))
    expect(screen.getByText(/^Test page/).textContent).toBe(`Test page /tests/depression ${JSON.stringify({ screeningFor: id })}`)
  })

  it('asks an unpaid booking to complete the payment first, without the screenings', async () => {
    fetchMock.mockResolvedValue(json({ ...booking, is_paid: false }))
    renderScreening()
    await screen.findByText('Unlock access to personalized health screenings by completing payment for your virtual appointment with a Psychologist.')
    expect(screen.getByRole('link', { name: 'Complete Payment' }).getAttribute('href')).toBe(`/checkout/${id}`)
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(screen.queryByRole('link', { name: /Take the Test/ })).toBeNull()
  })

  it('names a wellness check-up in the unpaid message', async () => {
    fetchMock.mockResolvedValue(json({ ...booking, service_type: 'Wellness', practitioner: null, is_paid: false }))
    renderScreening()
    await screen.findByText('Unlock access to personalized health screenings by completing payment for your wellness check-up.')
  })

  it('says so when the booking has no screenings', async () => {
    fetchMock.mockResolvedValue(json({ ...booking, service_type: 'VitalCare', screenings: [] }))
    renderScreening()
    await screen.findByText(/There are no screenings for this booking/)
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('explains a missing or unknown booking, and offers Try again when the network fails', async () => {
    renderScreening('/screening')
    expect(screen.getByRole('alert').textContent).toMatch(/^We could not find your booking/)
    expect(fetchMock).not.toHaveBeenCalled()
    cleanup()

    fetchMock.mockResolvedValueOnce(json({ message: 'No service data found.', errors: [] }, 404))
    renderScreening()
    expect((await screen.findByRole('alert')).textContent).toMatch(/^We could not find your booking/)
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    cleanup()

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(json(booking))
    renderScreening()
    expect((await screen.findByRole('alert')).textContent).toMatch(/^We could not load your screenings/)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByText('1 / 3 Completed')
  })

  it("takes SPEC.md's firstName out of the address at once, and still greets the person by it", async () => {
    renderScreening('/screening?firstName=Amina&testId=MH-001')
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/screening?testId=MH-001'))
    screen.getByText(/^Hello, Amina\./)
    fetchMock.mockResolvedValue(json(booking))
    cleanup()
    renderScreening(`/screening?service=${id}&firstName=Amina`)
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' }).textContent).toBe(`/screening?service=${id}`))
    await screen.findByText('1 / 3 Completed')
    screen.getByText(/^Hello, Amina\. These short, optional screenings/)
  })

  it("shows the screenings SPEC.md's testId names, by test code or slug, without a booking", async () => {
    renderScreening('/screening?firstName=Otieno&testId=ld-001,%20hypertension-risk,no-such-test,LD-001')
    expect(fetchMock).not.toHaveBeenCalled()
    screen.getByText(/^Hello, Otieno\./)
    const cards = screen.getAllByRole('listitem')
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Diabetes Risk Assessment',
      'High Blood Pressure Risk Check',
    ])
    expect(within(cards[0]!).getByRole('link', { name: /^Take the Test/ }).getAttribute('href')).toBe('/tests/diabetes-risk')
    expect(screen.queryByRole('progressbar')).toBeNull()
    await userEvent.setup().click(within(cards[1]!).getByRole('link', { name: /^Take the Test/ }))
    expect(screen.getByText(/^Test page/).textContent).toBe('Test page /tests/hypertension-risk null')
  })

  it('explains a testId that names no test, as for a missing booking', () => {
    renderScreening('/screening?testId=XX-999')
    expect(screen.getByRole('alert').textContent).toMatch(/^We could not find your booking/)
  })
})
