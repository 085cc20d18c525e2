// @vitest-environment jsdom
/**
 * "Save for my doctor (FHIR)": pressing the button downloads, with no server call, a .json file
 * named after the test and the day, holding a FHIR R4 collection Bundle that validates against the
 * FHIR R4 JSON schema: the visitor's answers as a QuestionnaireResponse and their total and band as
 * an Observation coded with LOINC (PHQ-9 44261-6), with no name in it; the page then says where
 * the file went. In Kiswahili, its words are Kiswahili.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Bundle, Observation, QuestionnaireResponse } from 'fhir/r4'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { interpret, loadDefinition, localiseDefinition } from '#engine/index.ts'
import depressionJson from '#catalog/tests/depression.json' with { type: 'json' }
import lungJson from '#catalog/tests/lung-cancer.json' with { type: 'json' }
import { fhirValidator } from '#tools/fhir-validator.ts'
import { backToEnglish, inKiswahili } from '../../testing/kiswahili-page.ts'
import { SaveForDoctorButton } from './index.ts'

const validate = fhirValidator()
const depression = loadDefinition(depressionJson, 'depression.json')
const answers = [3, 3, 2, 2, 1, 1, 1, 0, 1, 1]
const result = interpret(depression, answers)
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

const takenAt = new Date('2026-11-25T21:30:00Z') // 00:30 on the 26th in Nairobi

describe('Save for my doctor (FHIR)', () => {
  it('downloads a valid FHIR Bundle of the answers and the result, made on the device', async () => {
    const user = userEvent.setup()
    render(<SaveForDoctorButton definition={depression} answers={answers} result={result} takenAt={takenAt} />)
    await user.click(screen.getByRole('button', { name: 'Save for my doctor (FHIR)' }))
    // The builders are fetched on the first press: the file follows a moment later.
    await waitFor(() => expect(downloads).toHaveLength(1))

    expect(fetchMock).not.toHaveBeenCalled()
    expect(downloads.map((download) => download.name)).toEqual(['depression-2026-11-26.fhir.json'])
    expect(downloads[0]!.blob.type).toBe('application/fhir+json')
    const bundle = JSON.parse(await downloads[0]!.blob.text()) as Bundle<QuestionnaireResponse | Observation>
    expect(validate(bundle)).toEqual([])
    const [response, observation] = bundle.entry!.map((entry) => entry.resource!) as [QuestionnaireResponse, Observation]
    expect(response.item?.map((item) => item.answer?.[0]?.valueCoding?.display)).toEqual(answers.map((answer, index) => depression.questions[index]!.options![answer]!.text))
    expect(observation.code.coding?.[0]).toMatchObject({ system: 'http://loinc.org', code: '44261-6' })
    expect(observation.valueQuantity?.value).toBe(result.totalScore)
    expect(observation.interpretation?.[0]?.text).toBe(result.grade)
    expect(JSON.stringify(bundle)).not.toMatch(/"(subject|patient|author|name)"/)
    expect(screen.getByRole('status').textContent).toBe('Saved as depression-2026-11-26.fhir.json. Take it or send it to your doctor or clinic.')
  })

  it('tells what the file is before it is pressed', () => {
    render(<SaveForDoctorButton definition={depression} answers={answers} result={result} />)
    const button = screen.getByRole('button', { name: 'Save for my doctor (FHIR)' })
    expect(button.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toContain('nothing is sent or kept')
  })

  it('speaks Kiswahili on a Kiswahili page, and the file holds the test as it was taken', async () => {
    await inKiswahili(['fhir-export'])
    const lung = localiseDefinition(loadDefinition(lungJson, 'lung-cancer.json'), 'sw')
    const lungAnswers = lung.questions.map((question) => (question.type === 'multi-select' ? [0] : question.type === 'user-input-number' ? question.min : 0))
    const user = userEvent.setup()
    render(<SaveForDoctorButton definition={lung} answers={lungAnswers} result={interpret(lung, lungAnswers)} takenAt={takenAt} />)
    const button = screen.getByRole('button')
    expect(button.textContent).not.toBe('Save for my doctor (FHIR)')
    await user.click(button)
    await waitFor(() => expect(downloads).toHaveLength(1))
    const bundle = JSON.parse(await downloads[0]!.blob.text()) as Bundle<QuestionnaireResponse>
    expect(validate(bundle)).toEqual([])
    expect(bundle.entry?.[0]?.resource?.language).toBe('sw')
  })
})
