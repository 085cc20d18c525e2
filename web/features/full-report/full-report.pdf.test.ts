/**
 * The full report read back with a PDF text extractor (pdfjs-dist), as a clinic's reader sees it:
 * for PHQ-9 in English and in Kiswahili, every question on the path with the answer chosen and its
 * points, the total, the band and every band's cut-offs, what the result does not mean, the
 * crisis contacts only when a risk flag fired, and the letter for the doctor on a page of its own,
 * with a name only when one was typed. Text that the standard font cannot draw never breaks it.
 */
import { describe, expect, it } from 'vitest'
import { interpret, localiseDefinition } from '#engine/index.ts'
import type { Answer, TestDefinition } from '#schemas/index.ts'
import crisisContacts from '../../../tests-catalog/crisis-contacts.json'
import { loadCatalogTest } from '#tools/catalog-fixtures.ts'
import { pdfPages } from '../../testing/pdf-text.ts'
import { makeFullReport } from './make-report.ts'

const takenAt = new Date('2026-11-25T21:30:00Z') // 00:30 on 26 November in Nairobi
const depression = loadCatalogTest('depression')
const depressionSw = localiseDefinition(depression, 'sw')
// Item 9 (thoughts of self-harm) answered 0: no flag; then 1: the suicide-risk flag fires.
const calm: Answer[] = [1, 2, 0, 1, 1, 0, 2, 1, 0, 1]
const atRisk: Answer[] = [3, 3, 2, 2, 1, 1, 1, 0, 1, 1]
const flat = (text: string) => text.replace(/\s+/g, ' ').trim()
// The report's own English words (PHQ-9's English texts hold "Your answers suggest ...", so the heading is looked for only where the test is Kiswahili too).
const interfaceEnglish = ['Full report', 'Answer:', 'Points:', 'Total:', 'Band:', 'What this result means', 'What it does not mean', 'Next steps', 'For your doctor', 'Page ']

async function reportOf(definition: TestDefinition, answers: Answer[], language: 'en' | 'sw', name?: string) {
  const result = interpret(definition, answers)
  const bytes = await makeFullReport({ definition, answers, result, language, takenAt, name })
  return { result, bytes, pages: await pdfPages(bytes) }
}

describe('the full report of PHQ-9', () => {
  it('holds every answer with its points, the total, the band and every band, in English', async () => {
    const { result, bytes, pages } = await reportOf(depression, calm, 'en')
    const text = pages.join(' ')
    expect(text).toContain('Full report: Depression')
    expect(text).toContain('Taken on 26 November 2026')
    for (const [index, question] of depression.questions.entries()) {
      expect(text).toContain(flat(`${index + 1}. ${question.question}`))
      expect(text).toContain(`Answer: ${question.options![calm[index] as number]!.text} Points: ${question.options![calm[index] as number]!.score}`)
    }
    expect(text).toContain(`Total: ${result.totalScore} of 27`)
    expect(text).toContain(`Band: ${result.grade}`)
    expect(text).toContain('0 to 4 Minimal or no depression')
    expect(text).toContain(`${result.grade} (your result)`)
    expect(text).toContain('20 to 27 Severe depression')
    expect(text).toContain(flat(depression.disclaimer))
    expect(text).toContain(flat(depression.source.citation))
    for (const step of result.nextSteps ?? []) expect(text).toContain(flat(step))
    expect(text).not.toContain('Help now, in Kenya')
    expect(text).not.toContain('1199')
    expect(pages.at(-1)).toMatch(/^For your doctor or clinic The person bringing this letter took the Patient Health Questionnaire-9 \(PHQ-9\) on 26 November 2026/)
    expect(pages.at(-1)).toContain(`Total: ${result.totalScore} of 27. Band: ${result.grade}.`)
    expect(pages.at(-1)).toContain('No safety flag was raised.')
    expect(pages.at(-1)).toContain('Clinician’s notes, name and signature:')
    expect(pages.at(-1)).toMatch(new RegExp(`Page ${pages.length} of ${pages.length}$`))
    console.info(`PHQ-9 full report, English: ${bytes.length} bytes, ${pages.length} pages`)
  })

  it('speaks Kiswahili to a Kiswahili visitor, with PHQ-9’s items as the site offers them (no published Kiswahili version)', async () => {
    expect(depressionSw.language).toBe('en')
    const { result, bytes, pages } = await reportOf(depressionSw, calm, 'sw')
    const text = pages.join(' ')
    expect(text).toContain('Ripoti kamili')
    expect(text).toContain('Ilifanywa tarehe 26 Novemba 2026')
    for (const [index, question] of depressionSw.questions.entries()) {
      expect(text).toContain(flat(`${index + 1}. ${question.question}`))
      expect(text).toContain(`Jibu: ${question.options![calm[index] as number]!.text} Alama: ${question.options![calm[index] as number]!.score}`)
    }
    expect(text).toContain(`Jumla: ${result.totalScore} kati ya 27`)
    expect(text).toContain(`Kiwango: ${result.grade}`)
    expect(text).toContain(`${result.grade} (matokeo yako)`)
    expect(pages.at(-1)).toMatch(/^Kwa daktari au kliniki yako/)
    for (const english of interfaceEnglish) expect(text).not.toContain(english)
    console.info(`PHQ-9 full report, Kiswahili: ${bytes.length} bytes, ${pages.length} pages`)
  })

  it('is all Kiswahili for a test taken in Kiswahili', async () => {
    const existential = localiseDefinition(loadCatalogTest('existential_anxiety'), 'sw')
    expect(existential.language).toBe('sw')
    const answers = existential.questions.map((_, index) => (index % 3 === 0 ? 1 : 0)) as Answer[]
    const { result, pages } = await reportOf(existential, answers, 'sw')
    const text = pages.join(' ')
    for (const index of existential.questions.keys()) expect(text).toContain(`Jibu: ${existential.questions[index]!.options![answers[index] as number]!.text}`)
    expect(text).toContain(`Kiwango: ${result.grade}`)
    expect(text).toContain(flat(existential.disclaimer))
    for (const english of [...interfaceEnglish, 'Your answers', 'Source']) expect(text).not.toContain(english)
  })

  it('gives the Kenyan crisis contacts and the flag when a risk flag fired, in the test’s language', async () => {
    for (const [definition, language] of [[depression, 'en'], [depressionSw, 'sw']] as const) {
      const { result, pages } = await reportOf(definition, atRisk, language)
      const text = pages.join(' ')
      expect(result.suicideRisk).toBeTruthy()
      expect(text).toContain(flat(result.suicideRisk!))
      expect(text).toContain(language === 'en' ? 'Help now, in Kenya' : 'Msaada sasa, nchini Kenya')
      for (const contact of crisisContacts.contacts) {
        expect(text).toContain(language === 'sw' && contact.sw?.service ? contact.sw.service : contact.service)
        for (const number of contact.numbers) expect(text).toContain(number.display)
      }
      expect(pages.at(-1)).toContain(language === 'en' ? 'Flags raised' : 'Tahadhari zilizojitokeza')
    }
  })

  it('puts a name on the letter only when one was typed', async () => {
    const named = await reportOf(depression, calm, 'en', 'Wanjiru Kamau')
    expect(named.pages.at(-1)).toContain('Wanjiru Kamau took the Patient Health Questionnaire-9')
    const anonymous = await reportOf(depression, calm, 'en', '   ')
    expect(anonymous.pages.join(' ')).not.toContain('Wanjiru')
    expect(anonymous.pages.at(-1)).toContain('The person bringing this letter')
  })

  it('never breaks on a character the standard font cannot draw, and wraps a long line onto more pages', async () => {
    const odd = { ...depression, informalTitle: 'Unyogovu 😊 ≥ 10 ✓ ŵ 漢', disclaimer: `${'Maelezo marefu sana '.repeat(400)}mwisho` }
    const { pages } = await reportOf(odd, calm, 'en', 'Ñjeri Ŵambui 🙂')
    const text = pages.join(' ')
    expect(text).toContain('Unyogovu ? >= 10 v w ?')
    expect(text).toContain('Njeri Wambui ?'.replace('Njeri', 'Ñjeri'))
    expect(text).toContain('mwisho')
    expect(pages.length).toBeGreaterThan(4)
  })
})
