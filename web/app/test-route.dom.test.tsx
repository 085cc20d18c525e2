// @vitest-environment jsdom
/**
 * The test route as a person uses it: loading, the intro dialog, one question per page, timed
 * jumps, number entry, submitting and the result, with fetch answered from the real catalogue
 * and the engine's own interpret (answers are scored on the device, decision 110).
 */
import { cleanup, screen, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { catalogTest, forgetTestsInProgress, mockApi, renderAt } from '../testing/route-test-support.tsx'

afterEach(() => {
  cleanup()
  forgetTestsInProgress()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const MILD = [...Array<string>(3).fill('Nearly every day'), ...Array<string>(6).fill('Not at all'), 'Not difficult at all']

async function beginTest(user: UserEvent, slug: string) {
  renderAt(`/tests/${slug}`)
  await user.click(await screen.findByRole('button', { name: 'Begin Test' }))
}

/** Chooses one option per page, pressing Next between pages (not after the last). */
async function chooseAnswers(user: UserEvent, choices: string[]) {
  for (const [index, choice] of choices.entries()) {
    await user.click(screen.getByRole('radio', { name: choice }))
    if (index < choices.length - 1) await user.click(screen.getByRole('button', { name: 'Next' }))
  }
}

describe('the test route', () => {
  it('shows the loading text, then the intro dialog of the test at that address', async () => {
    const fetchMock = mockApi()
    renderAt('/tests/depression')
    expect(screen.getByText("Hang tight! We're getting the test ready for you...")).toBeTruthy()

    const dialog = await screen.findByRole('dialog', { name: 'Depression Symptoms Screening (PHQ-9)' })
    expect(within(dialog).getByText('This test will take about 5 minutes to complete')).toBeTruthy()
    expect(within(dialog).getByRole('heading', { name: 'Disclaimer' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Begin Test' })).toBeTruthy()
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/tests/?lang=en')
    expect(new Headers(init?.headers).get('x-test-code')).toBe('MH-001')
  })

  it('shows question 1 as the page heading after Begin Test, with Next disabled until an option is chosen', async () => {
    mockApi()
    const user = userEvent.setup()
    await beginTest(user, 'depression')

    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('heading', { level: 1, name: 'Little interest or pleasure in doing things' })).toBeTruthy()
    expect(screen.getByRole('progressbar', { name: 'Question 1 of 10' })).toBeTruthy()
    expect(screen.getByRole('group', { name: /Over the last 2 weeks/ })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull()
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement
    expect(next.disabled).toBe(true)

    await user.click(screen.getByRole('radio', { name: 'Several days' }))
    expect(next.disabled).toBe(false)
    await user.click(next)
    expect(screen.getByRole('progressbar', { name: 'Question 2 of 10' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect((screen.getByRole('radio', { name: 'Several days' }) as HTMLInputElement).checked).toBe(true)
  })

  it('scores the answers on the device, sending none of them, then shows the score and grade', async () => {
    const fetchMock = mockApi()
    const user = userEvent.setup()
    await beginTest(user, 'depression')
    await chooseAnswers(user, MILD)

    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Submit' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Your Depression Screening Result' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Score 9 out of 27' })).toBeTruthy()
    expect(screen.getByText('Mild depression')).toBeTruthy()
    expect(screen.queryByText("You don't have to face this alone")).toBeNull()
    // Decision 110: the answers stay on the device; only the definition was asked for.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/tests/?lang=en'])
    // What follows the result is a region a screen reader lists, not text outside every landmark.
    const more = screen.getByRole('region', { name: 'Keep, share or comment on your result' })
    expect(within(more).getByRole('button', { name: /Save for my doctor/ })).toBeTruthy()
    expect(within(more).getByRole('button', { name: 'We Value Your Feedback' })).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Retake the test' }))
    expect(screen.getByRole('dialog', { name: 'Depression Symptoms Screening (PHQ-9)' })).toBeTruthy()
  })

  it('puts the safety card before the score when PHQ-9 item 9 is above 0', async () => {
    mockApi()
    const user = userEvent.setup()
    await beginTest(user, 'depression')
    await chooseAnswers(user, [...Array<string>(8).fill('Not at all'), 'Several days', 'Not difficult at all'])
    await user.click(screen.getByRole('button', { name: 'Submit' }))

    const card = await screen.findByRole('region', { name: "You don't have to face this alone" })
    const score = screen.getByRole('img', { name: 'Score 1 out of 27' })
    expect(card.compareDocumentPosition(score) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(card.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(within(card).getByRole('link', { name: 'Call 999' }).getAttribute('href')).toBe('tel:999')
    expect(within(card).getByRole('link', { name: 'Talk to a Therapist' }).getAttribute('href')).toBe('/services/talk-to-a-therapist')
  })

  it('jumps from AUDIT question 1 to question 9 half a second after "Never"', async () => {
    mockApi()
    const user = userEvent.setup()
    await beginTest(user, 'audit')
    await user.click(screen.getByRole('radio', { name: 'Never' }))

    expect(screen.getByRole('progressbar', { name: 'Question 1 of 11' })).toBeTruthy()
    const question9 = catalogTest('audit').questions[8]!.question
    expect(await screen.findByRole('heading', { level: 1, name: question9 }, { timeout: 2000 })).toBeTruthy()
    expect(screen.getByRole('progressbar', { name: 'Question 9 of 11' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(screen.getByRole('progressbar', { name: 'Question 1 of 11' })).toBeTruthy()
  })

  it('shows the bounds error on an IPAQ number out of range and keeps Next disabled', async () => {
    mockApi()
    const user = userEvent.setup()
    await beginTest(user, 'physical-activity')
    const days = screen.getByRole('textbox', { name: /on how many days did you do vigorous physical activities/ })
    expect(days.getAttribute('inputmode')).toBe('numeric')
    expect(screen.getByText('days')).toBeTruthy()

    await user.type(days, '8')
    const error = screen.getByText('Enter a number from 0 to 7 days.')
    expect(days.getAttribute('aria-invalid')).toBe('true')
    expect(days.getAttribute('aria-describedby')?.split(' ')).toContain(error.closest('p')!.id)
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true)

    await user.clear(days)
    await user.type(days, '3')
    expect(screen.queryByText('Enter a number from 0 to 7 days.')).toBeNull()
    expect(days.getAttribute('aria-invalid')).toBeNull()
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('lets "None of these" clear the other checked options of a multi-select question', async () => {
    mockApi()
    const user = userEvent.setup()
    await beginTest(user, 'heart-disease-risk')
    const checkboxes = screen.getAllByRole('checkbox') as HTMLInputElement[]
    await user.click(checkboxes[0]!)
    await user.click(checkboxes[1]!)
    expect(checkboxes.filter((box) => box.checked)).toHaveLength(2)

    await user.click(screen.getByRole('checkbox', { name: 'None of these' }))
    expect(checkboxes.filter((box) => box.checked).map((box) => box.labels?.[0]?.textContent)).toEqual(['None of these'])
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false)
  })
})
