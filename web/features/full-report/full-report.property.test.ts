/**
 * For every catalogue test, in English and (where it has one) its Kiswahili version, random
 * answers (fast-check; rerun a failure with FC_SEED=<seed>) make a full report whose extracted
 * text holds the total and the band, each chosen option's question, answer and points together on
 * one page (never split by a page's foot), and the letter page; a few runs per test keep it to
 * seconds.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { availableLocales, followPath, interpret, localiseDefinition } from '#engine/index.ts'
import { allCatalogTests } from '#tools/catalog-fixtures.ts'
import { answerTape, randomAnswers } from '#tools/random-answers.ts'
import { pdfPages } from '../../testing/pdf-text.ts'
import { makeFullReport } from './make-report.ts'

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined
const runs = { numRuns: 3, ...(seed === undefined ? {} : { seed }) }
const takenAt = new Date('2026-11-25T09:30:00Z')
const flat = (text: string) => text.replace(/\s+/g, ' ').trim()
const catalogue = allCatalogTests()
const cases = catalogue.flatMap((definition) =>
  availableLocales(definition).map((locale) => [`${definition.routeSlug} (${locale})`, locale === 'en' ? definition : localiseDefinition(definition, locale), locale] as const),
)

it('covers the whole catalogue', () => {
  expect(catalogue).toHaveLength(34)
})

describe.each(cases)('%s', (_name, definition, locale) => {
  it('holds the total, the band and every answer, and ends with the letter', async () => {
    await fc.assert(
      fc.asyncProperty(answerTape, async (tape) => {
        const answers = randomAnswers(definition, tape)
        const result = interpret(definition, answers)
        const pages = await pdfPages(await makeFullReport({ definition, answers, result, language: locale, takenAt }))
        const text = pages.join(' ')
        const number = (value: number) => new Intl.NumberFormat(locale === 'sw' ? 'sw-KE' : 'en-KE', { maximumFractionDigits: 2 }).format(value)
        const total = number(result.totalScore)
        expect(text).toContain(`${locale === 'sw' ? 'Jumla' : 'Total'}: ${total}`)
        expect(text).toContain(`${locale === 'sw' ? 'Kiwango' : 'Band'}: ${flat(result.grade)}`)
        const [answerLabel, pointsLabel] = locale === 'sw' ? ['Jibu', 'Alama'] : ['Answer', 'Points']
        for (const [position, index] of followPath(definition, answers).path.entries()) {
          const question = definition.questions[index]!
          const answer = answers[index]
          if (question.type !== 'single-select' || typeof answer !== 'number') continue
          const option = question.options[answer]!
          const group = flat(`${position + 1}. ${question.question} ${answerLabel}: ${option.text} ${pointsLabel}: ${number(option.score)}`)
          expect(pages.some((page) => page.includes(group)), group).toBe(true)
        }
        expect(pages.at(-1)).toMatch(locale === 'sw' ? /^Kwa daktari au kliniki yako/ : /^For your doctor or clinic/)
      }),
      runs,
    )
  })
})
