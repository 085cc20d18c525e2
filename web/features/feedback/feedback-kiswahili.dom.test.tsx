// @vitest-environment jsdom
/** The feedback panel on a Kiswahili page (issue 20): its questions and choices in Kiswahili, while the answers sent stay the survey's own values. */
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { backToEnglish, englishLeftIn, featureCatalogue, inKiswahili } from '../../testing/kiswahili-page.ts'
import { FeedbackButton } from './index.ts'

beforeAll(() => inKiswahili(['feedback']))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})
afterAll(() => backToEnglish())

describe('the feedback panel in Kiswahili', () => {
  it('asks in Kiswahili and sends the chosen answers as the survey values', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', { status: 201 }))
    vi.stubGlobal('fetch', fetchMock)
    const user = userEvent.setup()
    render(<FeedbackButton />)
    await user.click(screen.getByRole('button', { name: 'Tunathamini Maoni Yako' }))
    const drawer = screen.getByRole('dialog', { name: 'Tungependa Kusikia Mawazo Yako!' })
    expect(englishLeftIn(drawer.textContent ?? '', [featureCatalogue('feedback')])).toEqual([])

    await user.click(screen.getByRole('radio', { name: 'nyota 2' }))
    expect(screen.getByRole('textbox', { name: 'Ni nini kingeboresha uzoefu wako?' })).toBeTruthy()
    await user.click(screen.getByRole('radio', { name: 'Ilifaa kiasi' }))
    await user.click(screen.getByRole('button', { name: 'Tuma' }))
    expect(await screen.findByText('Asante Kwa Maoni Yako!')).toBeTruthy()
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ experience: 2, usefulness: 'Somewhat useful' })
  })
})
