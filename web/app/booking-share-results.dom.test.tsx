// @vitest-environment jsdom
/**
 * Sharing results of this visit from the appointment form (issue 22 part 6; decision 102), as the
 * app composes the booking page with the result feature's choice (route-pages.tsx): with no
 * test completed in this visit nothing is offered and nothing is sent; with some, each is offered
 * unticked under exactly what will be shared (the test, the date, every answer, the score and the
 * band) and the result page's consent sentence; only the ticked ones go, as answers with their
 * consent (never a score); nothing is written to browser storage or the address; a refusal naming
 * a shared result is in the error summary, linked to the box.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { interpret } from '#engine/index.ts'
import type { TestDefinition } from '#schemas/index.ts'
import anxietyFile from '../../tests-catalog/tests/anxiety.json'
import depressionFile from '../../tests-catalog/tests/depression.json'
import { forgetVisitResults, rememberVisitResult, ShareChoicesContext } from '../shared/visit-results.ts'
import { ShareChoices } from '../features/result/index.ts'
import { choose, fixClock, jsonResponse, mockFetch, pickDate, pickTime, renderBooking, sentBooking, submit, summaryProblems, type } from '../testing/booking-test-support.tsx'

const address = '/booking?productID=appointment'
const depression = depressionFile as unknown as TestDefinition
const anxiety = anxietyFile as unknown as TestDefinition
const depressionAnswers = [2, 2, 2, 1, 1, 1, 1, 0, 0, 1]
const anxietyAnswers = [1, 1, 1, 1, 0, 0, 0, 0]

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {})
  fixClock() // Monday 2026-03-02, 09:00 in Nairobi.
})

afterEach(() => {
  cleanup()
  forgetVisitResults()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  localStorage.clear()
  sessionStorage.clear()
})

function visited() {
  rememberVisitResult({ definition: depression, answers: depressionAnswers, result: interpret(depression, depressionAnswers), language: 'en' })
  rememberVisitResult({ definition: anxiety, answers: anxietyAnswers, result: interpret(anxiety, anxietyAnswers), language: 'en' })
}

async function fillAll(user: UserEvent) {
  await type(user, 'First name', 'Amina')
  await type(user, 'Last name', 'Otieno')
  await choose(user, 'Practitioner', /^Psychologist/)
  await choose(user, 'Mode of consultation', 'Video call')
  await choose(user, 'Payment mode', 'Pay later')
  pickDate('Appointment date', '2026-03-11')
  await pickTime(user, 'Appointment time', '14:30')
  await type(user, /^Phone number/, '0712 345 678')
  await user.click(screen.getByRole('checkbox', { name: /processing of my health data/ }))
}

/** The booking page as web/app/route-pages.tsx composes it: the result feature draws the choice. */
const withChoices = (page: ReactNode) => <ShareChoicesContext.Provider value={ShareChoices}>{page}</ShareChoicesContext.Provider>

const sharing = () => screen.queryByRole('group', { name: 'Share a result from this visit with your practitioner (optional)' })
const shareBox = (title: string) => screen.getByRole('checkbox', { name: new RegExp(`^${title}: I agree to share this result`) }) as HTMLInputElement

describe('sharing a result of this visit from the booking form', () => {
  it('offers nothing and sends nothing when no test was completed in this visit', async () => {
    const fetchMock = mockFetch()
    const user = renderBooking(address, withChoices)
    expect(sharing()).toBeNull()
    await fillAll(user)
    await submit(user)
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(sentBooking(fetchMock).body).not.toHaveProperty('shared_results')
  })

  it('shows exactly what each result shares, unticked, and sends only the ticked one, as answers with consent', async () => {
    visited()
    const fetchMock = mockFetch()
    const user = renderBooking(address, withChoices)
    const group = sharing()!
    expect(group).not.toBeNull()
    // What the practitioner will see: the test, the date, the score, the band and every answer.
    const previews = within(group).getAllByRole('heading', { level: 2, name: 'What your practitioner will see' })
    expect(previews).toHaveLength(2)
    const phq = previews[0]!.parentElement!
    expect(within(phq).getByText(depression.informalTitle)).toBeTruthy()
    expect(within(phq).getByText('Monday, 2 March 2026')).toBeTruthy()
    const scored = interpret(depression, depressionAnswers)
    expect(within(phq).getByText(`${scored.totalScore} of ${scored.expectedTotalScore}`)).toBeTruthy()
    expect(within(phq).getByText(scored.grade)).toBeTruthy()
    expect(within(phq).getAllByRole('listitem')).toHaveLength(10)
    expect(shareBox(depression.informalTitle).checked).toBe(false)
    expect(shareBox(anxiety.informalTitle).checked).toBe(false)

    await fillAll(user)
    await user.click(shareBox(depression.informalTitle))
    await submit(user)
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    const { body } = sentBooking(fetchMock)
    expect(body['shared_results']).toEqual([{ result: { testCode: 'MH-001', language: 'en', answers: depressionAnswers }, consent: { version: expect.stringMatching(/^\d{4}-\d{2}$/), accepted: true } }])
    expect(JSON.stringify(body)).not.toMatch(/totalScore|grade/)
    expect(localStorage.length + sessionStorage.length).toBe(0)
    expect(window.location.href).not.toMatch(/MH-001|answers/)
  })

  it('sends nothing of a result ticked and then unticked', async () => {
    visited()
    const fetchMock = mockFetch()
    const user = renderBooking(address, withChoices)
    await fillAll(user)
    await user.click(shareBox(anxiety.informalTitle))
    await user.click(shareBox(anxiety.informalTitle))
    await submit(user)
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(sentBooking(fetchMock).body).not.toHaveProperty('shared_results')
  })

  it("puts the server's refusal of a shared result in the error summary, linked to its box", async () => {
    visited()
    const refusal = 'Tick the box to agree to share this result with your practitioner.'
    mockFetch(() => jsonResponse({ message: refusal, errors: [{ path: '/shared_results/0/consent/accepted', message: refusal }] }, 400))
    const user = renderBooking(address, withChoices)
    await fillAll(user)
    await user.click(shareBox(depression.informalTitle))
    await submit(user)
    await waitFor(() => expect(summaryProblems()).toEqual([refusal]))
    await user.click(screen.getByRole('link', { name: refusal }))
    expect(document.activeElement).toBe(shareBox(depression.informalTitle))
  })
})
