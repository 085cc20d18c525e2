// @vitest-environment jsdom
/**
 * "Get Full Report": pressing it downloads, with no server call, a PDF named after the test and
 * the Nairobi day, whose text holds the answers, the total and the band; a typed name reaches the
 * letter and nothing is sent. In Kiswahili, its words are Kiswahili, and so is the PDF's.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { interpret, localiseDefinition } from '#engine/index.ts'
import { loadCatalogTest } from '#tools/catalog-fixtures.ts'
import { backToEnglish, englishLeftIn, featureCatalogue, inKiswahili } from '../../testing/kiswahili-page.ts'
import { pdfText } from '../../testing/pdf-text.ts'
import { FullReportButton } from './index.ts'

const depression = loadCatalogTest('depression')
const answers = [3, 3, 2, 2, 1, 1, 1, 0, 0, 1]
const result = interpret(depression, answers)
const takenAt = new Date('2026-11-25T21:30:00Z') // 00:30 on the 26th in Nairobi
const fetchMock = vi.fn<typeof fetch>()
let downloads: { name: string; blob: Blob }[]

beforeEach(() => {
  downloads = []
  const blobs = new Map<string, Blob>()
  vi.stubGlobal('fetch', fetchMock)
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`
    blobs.set(url, blob)
    return url
  })
  URL.revokeObjectURL = vi.fn()
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: blobs.get(this.href)! })
  })
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  backToEnglish()
})

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer())

describe('Get Full Report', () => {
  it('downloads the report as a PDF made on the device, with the name typed only in its letter', async () => {
    const user = userEvent.setup()
    render(<FullReportButton definition={depression} answers={answers} result={result} language="en" takenAt={takenAt} />)
    const button = screen.getByRole('button', { name: 'Get Full Report' })
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toContain('nothing is sent or kept')
    await user.type(screen.getByLabelText('Your name on the letter (optional, stays on this device)'), 'Akinyi Otieno')
    await user.click(button)
    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: 10_000 })

    expect(fetchMock).not.toHaveBeenCalled()
    expect(downloads[0]!.name).toBe('depression-2026-11-26.report.pdf')
    expect(downloads[0]!.blob.type).toBe('application/pdf')
    const text = await pdfText(await bytesOf(downloads[0]!.blob))
    expect(text).toContain(`Total: ${result.totalScore} of 27`)
    expect(text).toContain(`Band: ${result.grade}`)
    expect(text).toContain('Akinyi Otieno took the Patient Health Questionnaire-9')
    expect(screen.getByRole('status').textContent).toBe('Saved as depression-2026-11-26.report.pdf.')
  })

  it('speaks Kiswahili on a Kiswahili page, and so does the PDF', async () => {
    await inKiswahili(['full-report'])
    const lung = localiseDefinition(loadCatalogTest('lung-cancer'), 'sw')
    const lungAnswers = lung.questions.map((question) => (question.type === 'multi-select' ? [0] : question.type === 'user-input-number' ? question.min : 0))
    const lungResult = interpret(lung, lungAnswers)
    const user = userEvent.setup()
    const { container } = render(<FullReportButton definition={lung} answers={lungAnswers} result={lungResult} language="sw" takenAt={takenAt} />)
    expect(englishLeftIn(container.textContent ?? '', [featureCatalogue('full-report')])).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Pata Ripoti Kamili' }))
    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: 10_000 })
    const text = await pdfText(await bytesOf(downloads[0]!.blob))
    expect(text).toContain(`Kiwango: ${lungResult.grade}`)
    expect(text).toContain('Kwa daktari au kliniki yako')
    expect(screen.getByRole('status').textContent).toBe('Imehifadhiwa kama lung-cancer-2026-11-26.report.pdf.')
  })
})
