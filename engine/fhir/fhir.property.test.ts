/**
 * FHIR out, for every catalogue test and random answers (fast-check; rerun a failure with
 * FC_SEED=<seed> npx vitest run engine/fhir/fhir.property.test.ts):
 * - the QuestionnaireResponse, the Observation and the downloaded Bundle validate against the FHIR
 *   R4 JSON schema;
 * - round trip: the response built from our Questionnaire, read back (answersFromResponse) and
 *   scored by the engine, gives the same total and band as scoring the answers directly;
 * - every item whose jumps the Questionnaire expresses as enableWhen is enabled exactly when the
 *   engine asks it.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { answersFromResponse, followPath, interpret, questionnaireOf, questionnaireResponseOf, resultBundleOf, skipNoteUrlOf } from '#engine/index.ts'
import { allCatalogTests } from '#tools/catalog-fixtures.ts'
import { enabledItems } from '#tools/fhir-enable-when.ts'
import { fhirValidator } from '#tools/fhir-validator.ts'
import { answerTape, randomAnswers } from '#tools/random-answers.ts'

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined
const runs = { numRuns: 40, ...(seed === undefined ? {} : { seed }) }
const context = { base: 'https://afyahub.example', publisher: 'Afya Hub' }
const when = '2026-11-25T09:30:00+03:00'
const ids = { bundle: '6f1c2d4e-8a9b-4c3d-9e8f-0a1b2c3d4e5f', response: '0d9e8f7a-6b5c-4d3e-8f1a-2b3c4d5e6f7a', observation: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d' }
const validate = fhirValidator()
const catalogue = allCatalogTests()

it('covers the whole catalogue', () => {
  expect(catalogue).toHaveLength(34)
})

describe.each(catalogue.map((definition) => [definition.routeSlug, definition] as const))('%s', (_slug, definition) => {
  const questionnaire = questionnaireOf(definition, 'en', context)
  const unexpressed = new Set((questionnaire.item ?? []).filter((item) => item.extension?.some((extension) => extension.url === skipNoteUrlOf(context))).map((item) => item.linkId))

  it('gives valid resources, and the same total and band back from its QuestionnaireResponse', () => {
    fc.assert(fc.property(answerTape, (tape) => {
      const answers = randomAnswers(definition, tape)
      const direct = interpret(definition, answers)
      const response = questionnaireResponseOf(definition, answers, when, context)
      expect(validate(response)).toEqual([])
      const bundle = resultBundleOf({ definition, answers, result: direct, when, ids, context })
      expect(validate(bundle)).toEqual([])

      const roundTrip = interpret(definition, answersFromResponse(definition, response, context))
      expect({ total: roundTrip.totalScore, grade: roundTrip.grade, tone: roundTrip.tone }).toEqual({ total: direct.totalScore, grade: direct.grade, tone: direct.tone })
    }), runs)
  })

  it('enables each item it expresses exactly when the engine asks it', () => {
    fc.assert(fc.property(answerTape, (tape) => {
      const answers = randomAnswers(definition, tape)
      const asked = new Set(followPath(definition, answers).path.map((index) => definition.questions[index]!.id))
      const enabled = enabledItems(questionnaire, questionnaireResponseOf(definition, answers, when, context))
      for (const question of definition.questions) {
        if (unexpressed.has(question.id)) continue
        expect({ question: question.id, enabled: enabled.has(question.id) }).toEqual({ question: question.id, enabled: asked.has(question.id) })
      }
    }), runs)
  })
})
