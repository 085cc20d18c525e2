// @vitest-environment jsdom
/**
 * "Your data" on an opened booking (decisions 086-087): the export downloads as JSON and as a PDF
 * drawn here; a refused correction names its field in the error summary and keeps what was typed;
 * erasure states what goes, what stays and the refund rule before the visitor confirms, sends
 * `confirm: "erase"` only after that, and then shows only the server's sentence.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DataExport } from '#schemas/generated/data-export.ts'
import { YourData } from './your-data.tsx'

const session = 'S'.repeat(43)
const fetchMock = vi.fn<typeof fetch>()
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const exported: DataExport = {
  generatedAt: '2026-11-26T08:00:00.000Z',
  openedWith: '3F2C1E9A',
  howFound: 'Your bookings are every booking with the same e-mail address and the same phone number as the booking you opened.',
  bookings: [],
  payments: [],
  sharedResults: [],
  mails: [],
  sms: [],
  consents: [{ about: 'booking', bookingReference: '3F2C1E9A', version: '2024-09', givenAt: '2026-11-20T08:00:00.000Z' }],
}
const downloads: string[] = []

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  URL.createObjectURL = vi.fn(() => 'blob:x')
  URL.revokeObjectURL = vi.fn()
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download)
  })
})
afterEach(() => {
  cleanup()
  fetchMock.mockReset()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  downloads.length = 0
})

const bodies = () => fetchMock.mock.calls.map(([input, init]) => ({ path: String(input), body: JSON.parse(String(init?.body)) as Record<string, unknown> }))

describe('your data on the manage page', () => {
  it('downloads the export as JSON and as a PDF', async () => {
    fetchMock.mockImplementation(async () => json(exported))
    render(<YourData session={session} reference="3F2C1E9A" onErased={() => {}} />)
    await userEvent.click(screen.getByRole('button', { name: 'Download as JSON' }))
    await screen.findByText('Your data is downloaded as a JSON file.')
    await userEvent.click(screen.getByRole('button', { name: 'Download as PDF' }))
    await screen.findByText('Your data is downloaded as a PDF.', {}, { timeout: 10_000 })
    expect(downloads).toEqual(['afya-hub-my-data-3F2C1E9A.json', 'afya-hub-my-data-3F2C1E9A.pdf'])
    expect(bodies()).toEqual([
      { path: '/api/manage/export', body: { session } },
      { path: '/api/manage/export', body: { session } },
    ])
  })

  it('puts a refused correction in the error summary, linked to its field', async () => {
    fetchMock.mockImplementation(async () => json({ message: 'Phone number must be a Kenyan mobile number such as 0712 345 678.', errors: [{ path: '/phone_number', message: 'Phone number must be a Kenyan mobile number such as 0712 345 678.' }] }, 400))
    render(<YourData session={session} reference="3F2C1E9A" onErased={() => {}} />)
    await userEvent.click(screen.getByRole('button', { name: 'Correct my details' }))
    expect(await screen.findByText('Type the details you want to correct first.')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
    await userEvent.type(screen.getByLabelText('Phone number'), '12345')
    await userEvent.click(screen.getByRole('button', { name: 'Correct my details' }))
    const link = await screen.findByRole('link', { name: /Kenyan mobile number/ })
    expect(link.getAttribute('href')).toBe('#your-data-phone_number')
    expect((screen.getByLabelText('Phone number', { selector: 'input' }) as HTMLInputElement).value).toBe('12345')
    expect(bodies()).toEqual([{ path: '/api/manage/contact', body: { session, phone_number: '12345' } }])
  })

  it('states the erasure rule before confirming, then erases', async () => {
    fetchMock.mockImplementation(async () => json({ message: 'Your data is erased.' }))
    const onErased = vi.fn()
    render(<YourData session={session} reference="3F2C1E9A" onErased={onErased} />)
    expect(screen.getByText(/cannot be undone/)).toBeTruthy()
    expect(screen.getByText(/full refund until 24 hours before the session/)).toBeTruthy()
    expect(screen.getByText(/payment records for five years/)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Erase my data' }))
    expect(fetchMock).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Yes, erase my data now' }))
    await waitFor(() => expect(onErased).toHaveBeenCalledWith('Your data is erased.'))
    expect(bodies()).toEqual([{ path: '/api/manage/erase', body: { session, confirm: 'erase' } }])
  })
})
