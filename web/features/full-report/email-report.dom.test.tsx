// @vitest-environment jsdom
/**
 * "Email it to me" (decision 089): with the box ticked, one POST to /api/reports/email carries the
 * address, the consent version in force and the report PDF made on the device (its text holds the
 * answers, the total and the band, and not the name typed for the letter); the server's sentence
 * is shown. Without the tick nothing is sent; a refusal marks its field; offline the button says
 * it needs a connection while the download stays; in Kiswahili every word is Kiswahili.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { interpret } from '#engine/index.ts'
import { privacyNoticeVersion } from '#schemas/consent-notice.ts'
import { loadCatalogTest } from '#tools/catalog-fixtures.ts'
import site from '../../../tests-catalog/site.json'
import { backToEnglish, englishLeftIn, featureCatalogue, inKiswahili } from '../../testing/kiswahili-page.ts'
import { pdfText } from '../../testing/pdf-text.ts'
import { EmailReport } from './email-report.tsx'
import { FullReportButton } from './index.ts'

const depression = loadCatalogTest('depression')
const answers = [3, 3, 2, 2, 1, 1, 1, 0, 0, 1]
const result = interpret(depression, answers)
const takenAt = new Date('2026-11-25T21:30:00Z')
const fetchMock = vi.fn<typeof fetch>()

const answerWith = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const sentBody = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call]![1]!.body)) as { email: string; report: { fileName: string; pdf: string }; consent: { version: string; accepted: boolean } }

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockReset()
  setOnline(true)
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  setOnline(true)
  backToEnglish()
})

const renderReport = (language: 'en' | 'sw' = 'en', definition = depression) =>
  render(<FullReportButton definition={definition} answers={answers} result={result} language={language} takenAt={takenAt} />)

describe('Email it to me', () => {
  it('posts the report made on the device, without the letter name, with the address and the consent in force', async () => {
    fetchMock.mockResolvedValue(answerWith(202, { message: 'Your report is on its way to the address you typed.' }))
    const user = userEvent.setup()
    renderReport()
    await user.type(screen.getByLabelText('Your name on the letter (optional, stays on this device)'), 'Akinyi Otieno')
    await user.type(await screen.findByLabelText('Your email address', {}, { timeout: 30_000 }), 'akinyi@example.com')
    await user.click(screen.getByRole('checkbox', { name: /I agree that the report is mailed to this address/ }))
    await user.click(screen.getByRole('button', { name: 'Email it to me' }))
    await waitFor(() => expect(screen.getByText('Your report is on its way to the address you typed.')).toBeTruthy(), { timeout: 45_000 })

    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/reports\/email$/)
    const body = sentBody()
    expect(body.email).toBe('akinyi@example.com')
    expect(body.consent).toEqual({ version: privacyNoticeVersion(site.legal.privacyPolicyLastUpdated), accepted: true })
    expect(body.report.fileName).toBe('depression-2026-11-26.report.pdf')
    const text = await pdfText(new Uint8Array(Buffer.from(body.report.pdf, 'base64')))
    for (const [index, question] of depression.questions.entries()) {
      const chosen = answers[index]
      if (typeof chosen === 'number' && question.type === 'single-select') expect(text).toContain(question.options[chosen]!.text)
    }
    expect(text).toContain(`Total: ${result.totalScore} of 27`)
    expect(text).toContain(`Band: ${result.grade}`)
    expect(text).not.toContain('Akinyi Otieno')
  }, 90_000)

  it('sends nothing until the box is ticked, and marks it', async () => {
    const user = userEvent.setup()
    renderReport()
    await user.type(await screen.findByLabelText('Your email address', {}, { timeout: 30_000 }), 'akinyi@example.com')
    await user.click(screen.getByRole('button', { name: 'Email it to me' }))
    expect(await screen.findByText('Tick the box first: we mail the report only if you agree.')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true')
  }, 60_000)

  it("shows the server's refusal and marks the address it names", async () => {
    fetchMock.mockResolvedValue(answerWith(429, { message: 'This address has already been sent 5 reports today.', errors: [{ path: '/email', message: 'This address has already been sent 5 reports today.' }] }))
    const user = userEvent.setup()
    renderReport()
    await user.type(await screen.findByLabelText('Your email address', {}, { timeout: 30_000 }), 'flooded@example.com')
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Email it to me' }))
    expect(await screen.findByText('This address has already been sent 5 reports today.', {}, { timeout: 45_000 })).toBeTruthy()
    expect(screen.getByLabelText('Your email address').getAttribute('aria-invalid')).toBe('true')
  }, 90_000)

  it('says it needs a connection when offline, while the download stays available', async () => {
    setOnline(false)
    renderReport()
    const button = (await screen.findByRole('button', { name: 'Email needs a connection' }, { timeout: 30_000 })) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    expect(screen.getByText(/You are offline: mailing the report needs a connection/)).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Get Full Report' }) as HTMLButtonElement).disabled).toBe(false)
    setOnline(true)
    window.dispatchEvent(new Event('online'))
    expect(await screen.findByRole('button', { name: 'Email it to me' })).toBeTruthy()
  })

  it('says it needs a connection when the connection drops between its first drawing and its listening', async () => {
    // Drawn after the button in the same render: the browser goes offline before any effect runs, so no event will come.
    function ConnectionDrops() {
      setOnline(false)
      return null
    }
    render(
      <>
        <EmailReport definition={depression} answers={answers} result={result} language="en" takenAt={takenAt} />
        <ConnectionDrops />
      </>,
    )
    expect(((await screen.findByRole('button', { name: 'Email needs a connection' })) as HTMLButtonElement).disabled).toBe(true)
  })

  it('speaks Kiswahili on a Kiswahili page', async () => {
    await inKiswahili(['full-report'])
    const { container } = renderReport('sw')
    await screen.findByRole('button', { name: 'Nitumie kwa barua pepe' }, { timeout: 30_000 })
    expect(englishLeftIn(container.textContent ?? '', [featureCatalogue('full-report')])).toEqual([])
    expect(screen.getByRole('button', { name: 'Nitumie kwa barua pepe' })).toBeTruthy()
  })
})
