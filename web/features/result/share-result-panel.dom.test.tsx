// @vitest-environment jsdom
/**
 * Sharing a result with the practitioner from the result page (decision 083): the visitor pastes
 * the manage link, gets a code by the channel chosen, opens the booking, sees exactly what will be
 * shared (test, date, answers, score, band), and nothing is sent until the box is ticked; the share
 * sends the answers, never a score; nothing is written to browser storage.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { interpret } from '#engine/index.ts'
import type { TestDefinition } from '#schemas/index.ts'
import depression from '../../../tests-catalog/tests/depression.json'
import ShareResultPanel, { tokenOfLink } from './share-result-panel.tsx'

const definition = depression as unknown as TestDefinition
const answers = [2, 2, 2, 1, 1, 1, 1, 0, 0, 1]
const result = interpret(definition, answers)
const token = 'A'.repeat(20) + 'b'.repeat(23)
const fetchMock = vi.fn<typeof fetch>()
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const booking = { message: 'Here is your booking.', session: 'S'.repeat(43), reference: '3F2C1E9A', serviceType: 'Appointment', practitioner: 'Doctor', modeOfConsultation: 'Video call', packageName: null, date: '2026-12-14', time: '10:30', amountKes: 2500, paid: true, cancelled: false, changeable: true, refundIfCancelledKes: 2500, refund: null, sharedResults: [] }

beforeEach(() => vi.stubGlobal('fetch', fetchMock))
afterEach(() => {
  cleanup()
  fetchMock.mockReset()
  vi.unstubAllGlobals()
  localStorage.clear()
  sessionStorage.clear()
})

const bodyOf = (path: string) => JSON.parse(String(fetchMock.mock.calls.find(([input]) => String(input) === path)?.[1]?.body)) as Record<string, unknown>

describe('sharing a result with the practitioner', () => {
  it('reads the token from a pasted link', () => {
    expect(tokenOfLink(`https://afya.example/sw/manage#${token}`)).toBe(token)
    expect(tokenOfLink(` ${token} `)).toBe(token)
    expect(tokenOfLink('https://afya.example/manage')).toBeUndefined()
  })

  it('opens the booking with a code by SMS, shows what will be shared, and shares only after the box is ticked', async () => {
    fetchMock.mockImplementation(async (input) => {
      const path = String(input)
      if (path === '/api/manage/code') return json({ message: 'We have sent a 6-digit code by SMS to the phone number of this booking. It works for 10 minutes.' })
      if (path === '/api/manage/open') return json(booking)
      if (path === '/api/manage/share') return json({ ...booking, message: 'Your result is shared with your practitioner. You can withdraw it here until the session.' })
      throw new Error(`unexpected call ${path}`)
    })
    const user = userEvent.setup()
    render(
      <MemoryRouter>
        <ShareResultPanel definition={definition} answers={answers} result={result} language="en" />
      </MemoryRouter>,
    )
    await user.click(screen.getByRole('button', { name: 'Send me a code' }))
    expect(await screen.findByRole('link', { name: /Paste the whole link/ })).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()

    await user.type(screen.getByLabelText('The link to manage your booking'), `https://afya.example/manage#${token}`)
    await user.click(screen.getByLabelText('By SMS to my phone'))
    await user.click(screen.getByRole('button', { name: 'Send me a code' }))
    expect(await screen.findByText(/by SMS to the phone number/)).toBeTruthy()
    expect(bodyOf('/api/manage/code')).toEqual({ token, channel: 'sms' })

    await user.type(screen.getByLabelText('Code'), '123456')
    await user.click(screen.getByRole('button', { name: 'Open my booking' }))
    expect(await screen.findByText('What your practitioner will see')).toBeTruthy()
    expect(screen.getByText(definition.informalTitle)).toBeTruthy()
    expect(screen.getByText(`${result.totalScore} of ${result.expectedTotalScore}`)).toBeTruthy()
    expect(screen.getByText(result.grade)).toBeTruthy()
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(10)

    await user.click(screen.getByRole('button', { name: 'Share this result' }))
    expect(await screen.findByRole('link', { name: /Tick the box/ })).toBeTruthy()
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/manage/share')).toBe(false)

    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Share this result' }))
    await waitFor(() => expect(screen.getByText(/Your result is shared/)).toBeTruthy())
    const sent = bodyOf('/api/manage/share')
    expect(sent).toEqual({ session: booking.session, result: { testCode: 'MH-001', language: 'en', answers }, consent: { version: expect.stringMatching(/^\d{4}-\d{2}$/), accepted: true } })
    expect(JSON.stringify(sent)).not.toContain('totalScore')
    expect(localStorage.length + sessionStorage.length).toBe(0)
  })
})
