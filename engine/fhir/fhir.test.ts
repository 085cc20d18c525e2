/**
 * FHIR out (issue 23): every catalogue test as a Questionnaire that validates against the FHIR R4
 * JSON schema, in each of its languages, carrying what a clinician's system reads: identity,
 * source and licence, items in order with their scores, jumps as enableWhen; the Observation coded
 * with LOINC where a confirmed code exists; no identity in what the visitor downloads.
 */
import { describe, expect, it } from 'vitest'
import type { QuestionnaireItem } from 'fhir/r4'
import {
  answersFromResponse,
  availableLocales,
  interpret,
  observationOf,
  questionnaireOf,
  questionnaireResponseOf,
  resultBundleFileName,
  resultBundleOf,
  UnreadableResponseError,
} from '#engine/index.ts'
import { allCatalogTests, answersById, loadCatalogTest } from '#tools/catalog-fixtures.ts'
import { fhirValidator } from '#tools/fhir-validator.ts'

const context = { base: 'https://afyahub.example', publisher: 'Afya Hub' }
const when = '2026-11-25T09:30:00+03:00'
const validate = fhirValidator()
const catalogue = allCatalogTests()
const questionItems = (items: QuestionnaireItem[] | undefined) => (items ?? []).filter((item) => item.type !== 'display')

describe('every catalogue test as a Questionnaire', () => {
  const cases = catalogue.flatMap((definition) => availableLocales(definition).map((locale) => [`${definition.routeSlug} (${locale})`, definition, locale] as const))

  it.each(cases)('%s validates and lists every question in order, scores on its options', (_name, definition, locale) => {
    const questionnaire = questionnaireOf(definition, locale, context)
    expect(validate(questionnaire)).toEqual([])
    expect(questionnaire.language).toBe(locale)
    const items = questionItems(questionnaire.item)
    expect(items.map((item) => item.linkId)).toEqual(definition.questions.map((question) => question.id))
    definition.questions.forEach((question, index) => {
      const weights = items[index]!.answerOption?.map((option) => option.extension?.find((extension) => extension.url.endsWith('/itemWeight'))?.valueDecimal)
      expect(weights).toEqual(question.options?.map((option) => option.score))
    })
  })

  it('carries the test, its source and its licence', () => {
    const depression = loadCatalogTest('depression')
    const questionnaire = questionnaireOf(depression, 'en', context)
    expect(questionnaire).toMatchObject({
      url: 'https://afyahub.example/fhir/Questionnaire/depression',
      identifier: [{ value: 'MH-001' }, { value: 'depression' }],
      title: 'Depression Symptoms Screening (PHQ-9)',
      status: 'active',
      publisher: 'Afya Hub',
      copyright: depression.source.licence,
    })
    expect(questionnaire.purpose).toContain(depression.source.citation)
    expect(questionnaire.purpose).toContain(depression.source.url)
    expect(questionnaire.extension).toContainEqual({ url: 'http://hl7.org/fhir/StructureDefinition/cqf-citation', valueString: depression.source.citation })
    const first = questionItems(questionnaire.item)[0]!
    expect(first).toMatchObject({ linkId: 'phq-1', type: 'choice', required: true, text: 'Little interest or pleasure in doing things' })
    expect(first.answerOption?.[3]?.valueCoding).toMatchObject({ code: 'phq-1/3', display: 'Nearly every day', extension: [{ url: 'http://hl7.org/fhir/StructureDefinition/ordinalValue', valueDecimal: 3 }] })
  })

  it('is in Kiswahili where the test is, and says English where it is not', () => {
    const bilingual = catalogue.find((definition) => definition.translations?.sw)!
    const swahili = questionnaireOf(bilingual, 'sw', context)
    expect(swahili.language).toBe('sw')
    expect(swahili.title).not.toBe(questionnaireOf(bilingual, 'en', context).title)
    expect(questionnaireOf(loadCatalogTest('depression'), 'sw', context).language).toBe('en')
  })

  it('gives a FHIR id without underscores, at the address the server answers', () => {
    const questionnaire = questionnaireOf(loadCatalogTest('social_support'), 'en', context)
    expect(questionnaire.id).toBe('social-support')
    expect(questionnaire.url).toBe('https://afyahub.example/fhir/Questionnaire/social-support')
  })

  it('types numbers as integers with their limits and unit, several answers as a repeating choice', () => {
    const items = questionItems(questionnaireOf(loadCatalogTest('physical-activity'), 'en', context).item)
    expect(items[0]).toMatchObject({ type: 'integer' })
    expect(items[0]!.extension?.map((extension) => extension.url)).toEqual(expect.arrayContaining(['http://hl7.org/fhir/StructureDefinition/minValue', 'http://hl7.org/fhir/StructureDefinition/maxValue']))
    const multi = questionItems(questionnaireOf(loadCatalogTest('sti-risk'), 'en', context).item).find((item) => item.repeats)
    expect(multi).toMatchObject({ type: 'choice', repeats: true })
  })

  it("writes AUDIT's first jump as enableWhen, and says which skips it cannot express", () => {
    const items = questionItems(questionnaireOf(loadCatalogTest('audit'), 'en', context).item)
    expect(items[1]).toMatchObject({ linkId: 'audit-2', required: true, enableWhen: [{ question: 'audit-1', operator: '!=', answerCoding: { code: 'audit-1/0' } }] })
    expect(items[3]).toMatchObject({ linkId: 'audit-4', required: false })
    expect(items[3]!.enableWhen).toBeUndefined()
    expect(items[3]!.extension?.[0]?.url).toBe('https://afyahub.example/fhir/StructureDefinition/skip-rule-note')
  })
})

describe('LOINC item codes', () => {
  it.each([
    ['depression', 'phq-1', '44250-9', 'Little interest or pleasure'],
    ['depression', 'phq-9', '44260-8', 'better off dead'],
    ['postnatal-health', 'phq-9', '44260-8', 'better off dead'],
    ['anxiety', 'gad-1', '69725-0', 'nervous'],
    ['anxiety', 'gad-7', '69736-7', 'afraid'],
  ])('%s %s is coded %s (the item about "%s")', (slug, questionId, code, words) => {
    const item = questionItems(questionnaireOf(loadCatalogTest(slug), 'en', context).item).find((candidate) => candidate.linkId === questionId)!
    expect(item.code).toEqual([{ system: 'http://loinc.org', code }])
    expect(item.text).toContain(words)
  })

  it('leaves the difficulty item and the other tests uncoded', () => {
    expect(questionItems(questionnaireOf(loadCatalogTest('depression'), 'en', context).item).find((item) => item.linkId === 'phq-10')!.code).toBeUndefined()
    expect(questionItems(questionnaireOf(loadCatalogTest('burnout'), 'en', context).item).some((item) => item.code)).toBe(false)
  })
})

describe('the Observation', () => {
  it.each([
    ['depression', '44261-6'],
    ['anxiety', '70274-6'],
    ['postnatal-health', '44261-6'],
  ])('of %s is coded with LOINC %s, and with our own code', (slug, loinc) => {
    const definition = loadCatalogTest(slug)
    const firstOptions = definition.questions.map((question) => (question.type === 'multi-select' ? [0] : 0))
    const observation = observationOf(definition, interpret(definition, firstOptions), when, context)
    expect(observation.code.coding?.map((coding) => coding.code)).toEqual([loinc, definition.testCode])
    expect(observation.code.coding?.[0]?.system).toBe('http://loinc.org')
  })

  it('of a test LOINC has no code for is coded in our own code system only', () => {
    const definition = loadCatalogTest('burnout')
    const observation = observationOf(definition, interpret(definition, definition.questions.map(() => 0)), when, context)
    expect(observation.code.coding).toEqual([{ system: 'https://afyahub.example/fhir/CodeSystem/test-totals', code: 'MH-003', display: `${definition.formalTitle} total score` }])
    expect(observation.component?.length).toBeGreaterThan(0)
  })

  it('holds the total, the band and the bands, and the risk flag for the clinician', () => {
    const definition = loadCatalogTest('depression')
    const answers = answersById(definition, { 'phq-1': 3, 'phq-2': 3, 'phq-3': 2, 'phq-4': 2, 'phq-5': 1, 'phq-6': 1, 'phq-7': 1, 'phq-8': 0, 'phq-9': 1, 'phq-10': 1 })
    const result = interpret(definition, answers)
    const observation = observationOf(definition, result, when, context)
    expect(validate(observation)).toEqual([])
    expect(observation.valueQuantity).toEqual({ value: 14, unit: '{score}', system: 'http://unitsofmeasure.org', code: '{score}' })
    expect(observation.interpretation).toEqual([{ text: result.grade }])
    expect(observation.referenceRange?.map((range) => range.text)).toEqual(definition.scoring.bands.map((band) => band.grade))
    expect(observation.note?.[0]?.text).toBe(result.suicideRisk)
  })
})

describe('what the visitor downloads', () => {
  const definition = loadCatalogTest('depression')
  const answers = definition.questions.map(() => 1)
  const result = interpret(definition, answers)
  const ids = { bundle: '6f1c2d4e-8a9b-4c3d-9e8f-0a1b2c3d4e5f', response: '0d9e8f7a-6b5c-4d3e-8f1a-2b3c4d5e6f7a', observation: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d' }
  const bundle = resultBundleOf({ definition, answers, result, when, ids, context })

  it('is a valid collection of the response and the observation scored from it', () => {
    expect(validate(bundle)).toEqual([])
    expect(bundle.type).toBe('collection')
    expect(bundle.entry?.map((entry) => entry.resource?.resourceType)).toEqual(['QuestionnaireResponse', 'Observation'])
    expect(bundle.entry?.[1]?.resource).toMatchObject({ derivedFrom: [{ reference: `urn:uuid:${ids.response}` }] })
    expect(resultBundleFileName(definition, '2026-11-25')).toBe('depression-2026-11-25.fhir.json')
  })

  it('names nobody', () => {
    const text = JSON.stringify(bundle)
    for (const field of ['"subject"', '"author"', '"source"', '"performer"', '"patient"', '"name"']) expect(text).not.toContain(field)
  })
})

describe('reading a QuestionnaireResponse back', () => {
  const definition = loadCatalogTest('depression')
  const response = questionnaireResponseOf(definition, definition.questions.map(() => 2), when, context)

  it('gives the answers it was built from', () => {
    expect(answersFromResponse(definition, response, context)).toEqual(definition.questions.map(() => 2))
  })

  it('holds only the questions on the path the answers take', () => {
    const audit = loadCatalogTest('audit')
    const answers = audit.questions.map(() => 1)
    answers[0] = 0 // "Never": the AUDIT jumps to item 9; the answers left to items 2 to 8 were not asked
    const items = questionnaireResponseOf(audit, answers, when, context).item?.map((item) => item.linkId)
    expect(items).toEqual(['audit-1', 'audit-9', 'audit-10', 'audit-sex'])
  })

  it('refuses a response to another questionnaire, an unknown item or an option the question does not have', () => {
    expect(() => answersFromResponse(loadCatalogTest('anxiety'), response, context)).toThrow(UnreadableResponseError)
    const unknownItem = { ...response, item: [...response.item!, { linkId: 'phq-99', answer: [{ valueInteger: 1 }] }] }
    expect(() => answersFromResponse(definition, unknownItem, context)).toThrow(/phq-99/)
    const badCode = structuredClone(response)
    badCode.item![0]!.answer![0]!.valueCoding!.code = 'phq-1/7'
    expect(() => answersFromResponse(definition, badCode, context)).toThrow(/phq-1 is not one of its options/)
  })
})
