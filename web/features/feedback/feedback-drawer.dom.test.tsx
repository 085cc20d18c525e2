// @vitest-environment jsdom
/**
 * The feedback panel (SPEC.md sections 2, 4 and 8): open and close with focus, the follow-up
 * rules, the star rating that clears on a second click, and submitting with fetch mocked.
 */
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FeedbackButton } from './index.ts'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

async function openDrawer() {
  const user = userEvent.setup()
  render(<FeedbackButton />)
  await user.click(screen.getByRole('button', { name: 'We Value Your Feedback' }))
  return { user, drawer: screen.getByRole('dialog', { name: "We'd Love to Hear Your Thoughts!" }) }
}

const group = (name: string) => screen.getByRole('radiogroup', { name })
const stars = () => group('How would you rate your experience?')

describe('the feedback drawer', () => {
  it('opens from the floating button with focus inside, and closes by button, toggle and Escape, returning focus', async () => {
    const { user, drawer } = await openDrawer()
    const toggle = screen.getByRole('button', { name: 'We Value Your Feedback' })
    expect(toggle).toHaveProperty('ariaExpanded', 'true')
    expect(drawer.contains(document.activeElement)).toBe(true)
    expect(within(drawer).getByText('NB: All questions are optional.')).toBeTruthy()

    await user.click(within(drawer).getByRole('button', { name: 'Close feedback panel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(toggle)

    await user.click(toggle)
    expect(screen.getByRole('dialog')).toBeTruthy()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(toggle)

    await user.click(toggle)
    await user.click(toggle)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows each follow-up only under its rule', async () => {
    const { user } = await openDrawer()
    const followUp = (name: string) => screen.queryByRole('textbox', { name })
    const improvement = 'What would have made your experience better?'
    expect(followUp(improvement)).toBeNull()
    await user.click(within(stars()).getByRole('radio', { name: '4 stars' }))
    expect(followUp(improvement)).toBeNull()
    await user.click(within(stars()).getByRole('radio', { name: '3 stars' }))
    expect(followUp(improvement)).not.toBeNull()
    await user.click(within(stars()).getByRole('radio', { name: '1 star' }))
    expect(followUp(improvement)).not.toBeNull()

    const usefulness = 'What made it useful, or not useful?'
    expect(followUp(usefulness)).toBeNull()
    await user.click(within(group('How useful did you find this tool?')).getByRole('radio', { name: 'Very useful' }))
    expect(followUp(usefulness)).not.toBeNull()

    const challenge = 'What did you find difficult?'
    const ease = group('Was the tool easy to use?')
    await user.click(within(ease).getByRole('radio', { name: 'Yes' }))
    expect(followUp(challenge)).toBeNull()
    await user.click(within(ease).getByRole('radio', { name: 'No' }))
    expect(followUp(challenge)).not.toBeNull()

    const missing = 'What was missing?'
    const relevance = group('Did the tool address your health concerns?')
    await user.click(within(relevance).getByRole('radio', { name: 'Yes completely' }))
    expect(followUp(missing)).toBeNull()
    await user.click(within(relevance).getByRole('radio', { name: 'Partially' }))
    expect(followUp(missing)).not.toBeNull()
    await user.click(within(relevance).getByRole('radio', { name: 'Not at all' }))
    expect(followUp(missing)).not.toBeNull()

    const contact = 'Your phone number or email address'
    const ok = group('May we contact you about your feedback?')
    await user.click(within(ok).getByRole('radio', { name: 'No' }))
    expect(followUp(contact)).toBeNull()
    await user.click(within(ok).getByRole('radio', { name: 'Yes' }))
    expect(followUp(contact)).not.toBeNull()
  })

  it('clears the rating when the chosen star is clicked again', async () => {
    const { user } = await openDrawer()
    const radios = within(stars()).getAllByRole('radio')
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars'])
    const two = within(stars()).getByRole('radio', { name: '2 stars' })
    await user.click(two)
    expect(two).toHaveProperty('checked', true)
    await user.click(two)
    expect(radios.every((radio) => !(radio as HTMLInputElement).checked)).toBe(true)
    await user.click(within(stars()).getByRole('radio', { name: '5 stars' }))
    expect(within(stars()).getByRole('radio', { name: '5 stars' })).toHaveProperty('checked', true)
  })

  it('posts exactly the filled, shown fields, then thanks and clears everything', async () => {
    let answer!: (response: Response) => void
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)))
    vi.stubGlobal('fetch', fetchMock)
    const { user } = await openDrawer()
    await user.click(within(stars()).getByRole('radio', { name: '2 stars' }))
    await user.type(screen.getByRole('textbox', { name: 'What would have made your experience better?' }), 'Shorter questions')
    await user.click(within(group('Was the tool easy to use?')).getByRole('radio', { name: 'No' }))
    await user.type(screen.getByRole('textbox', { name: 'What did you find difficult?' }), 'Small text')
    // A contact detail typed and then withdrawn is not sent.
    const ok = group('May we contact you about your feedback?')
    await user.click(within(ok).getByRole('radio', { name: 'Yes' }))
    await user.type(screen.getByRole('textbox', { name: 'Your phone number or email address' }), '0700000000')
    await user.click(within(ok).getByRole('radio', { name: 'No' }))
    await user.type(screen.getByRole('textbox', { name: 'How would you describe this tool to a friend?' }), 'Quick and clear')
    await user.click(screen.getByRole('button', { name: 'Submit' }))

    expect(screen.getByRole('status').textContent).toContain('Submitting your feedback...')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/survey')
    expect(init.method).toBe('POST')
    expect(JSON.parse(init.body as string)).toEqual({
      experience: 2,
      improvement: 'Shorter questions',
      easeOfUse: 'No',
      challenge: 'Small text',
      bigPicture: 'Quick and clear',
      okWithContact: 'No',
    })

    answer(new Response(null, { status: 201 }))
    expect(await screen.findByText('Thank You For Your Feedback!')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'We Value Your Feedback' }))
    expect(screen.queryByText('Thank You For Your Feedback!')).toBeNull()
    expect(within(stars()).getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false)
    expect(screen.getByRole('textbox', { name: 'How would you describe this tool to a friend?' })).toHaveProperty('value', '')
    expect(within(group('Was the tool easy to use?')).getByRole('radio', { name: 'No' })).toHaveProperty('checked', false)
  })

  it.each([
    ['a non-OK answer', () => Promise.resolve(new Response(null, { status: 500 })), 'Failed to submit feedback.'],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch')), 'Error submitting feedback:'],
  ])('keeps the answers and shows nothing after %s', async (_, respond, logged) => {
    vi.stubGlobal('fetch', vi.fn(respond))
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user, drawer } = await openDrawer()
    await user.click(within(stars()).getByRole('radio', { name: '4 stars' }))
    await user.type(screen.getByRole('textbox', { name: 'What features would you like us to add?' }), 'Swahili')
    await user.click(screen.getByRole('button', { name: 'Submit' }))

    expect(await screen.findByRole('button', { name: 'Submit' })).toBeTruthy()
    expect(consoleError).toHaveBeenCalledWith(logged, ...(logged.endsWith(':') ? [expect.any(TypeError)] : []))
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.queryByText('Thank You For Your Feedback!')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(within(stars()).getByRole('radio', { name: '4 stars' })).toHaveProperty('checked', true)
    expect(screen.getByRole('textbox', { name: 'What features would you like us to add?' })).toHaveProperty('value', 'Swahili')
    expect(drawer.isConnected).toBe(true)
  })
})
