/**
 * Real results for the result-view stories: answers from the worked cases in
 * tests-catalog/worked-cases/ run through the engine's own `interpret`, so each story shows what
 * a person giving those answers would see. Two sections no catalogue test fills yet (Personal
 * Accomplishment and the support resources link) are added to a real result and say so.
 */
import { interpret } from '#engine/index.ts'
import type { Answer, AssessmentResult } from '#schemas/index.ts'
import { answersById, catalogueTest } from './catalogue.ts'

export type WorkedResult = {
  result: AssessmentResult
  /** The language the result was taken in: English (a Kiswahili story marks its texts `lang="en"`). */
  language: 'en'
  /** The test's resultHeading, the page's h1. */
  heading: string
}

function worked(routeSlug: string, answers: Answer[]): WorkedResult {
  const definition = catalogueTest(routeSlug)
  return { result: interpret(definition, answers), language: 'en', heading: definition.resultHeading }
}

function workedById(routeSlug: string, byId: Record<string, Answer>): WorkedResult {
  return worked(routeSlug, answersById(catalogueTest(routeSlug), byId))
}

/** PHQ-9: nine item answers (0-3, item 9 the self-harm item) and the difficulty answer (0-3). */
const phq9 = (items: number[], difficulty = 0) => worked('depression', [...items, difficulty])

export const depressionMinimal = phq9([0, 0, 0, 0, 0, 0, 0, 0, 0])
export const depressionMild = phq9([1, 1, 1, 1, 1, 1, 1, 0, 0], 1)
export const depressionModerate = phq9([2, 2, 2, 2, 1, 1, 1, 1, 0], 2)
export const depressionSevere = phq9([3, 3, 3, 3, 3, 3, 2, 2, 0], 3)
/** Item 9 above 0: the safety card comes first, whatever the total. */
export const depressionWithSelfHarmThoughts = phq9([1, 1, 0, 0, 0, 0, 0, 0, 1], 1)

/** IPAQ short form (the worked case in the result view's DOM test): an open-ended total. */
export const physicalActivityHigh = worked('physical-activity', [3, 30, 2, 40, 5, 30, 300])

/** GAD-7: seven items and the difficulty answer, which fills the day-to-day impact. */
export const anxietyMild = worked('anxiety', [1, 1, 1, 1, 1, 0, 0, 2])

/** AUDIT: ten item answers (items 9-10 as option positions) and sex; AUDIT-C as a subscale. */
export const alcoholModerate = worked('audit', [2, 1, 2, 1, 0, 0, 1, 1, 0, 0, 0])

/** PCL-5: the event (happened to me), when (more than a year ago), twenty items, the safety item. */
export const ptsdModerate = worked('ptsd', [0, 3, 4, 4, 4, 4, 4, 2, 0, 2, 2, 0, 0, 0, 0, 0, 2, 0, 2, 2, 0, 0, 0])

/**
 * Copenhagen Burnout Inventory: six personal and seven work items at "Often" (work item 7 reversed),
 * works with clients, six client items at "Sometimes", and the day-to-day question.
 */
export const burnoutHigh = worked('burnout', [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 0, 2, 2, 2, 2, 2, 2, 1])

/** MSPSS: every statement "Very strongly disagree". */
export const socialSupportLow = worked('social_support', Array.from({ length: 12 }, () => 0))

/** FINDRISC: 55-64, 170 cm, 95 kg, male, waist 105 cm, inactive, vegetables not daily, high glucose once. */
export const diabetesHigh = workedById('diabetes-risk', {
  'findrisc-age': 2,
  'findrisc-height': 170,
  'findrisc-weight': 95,
  'findrisc-sex': 0,
  'findrisc-waist': 105,
  'findrisc-activity': 1,
  'findrisc-vegetables': 1,
  'findrisc-bp-medicine': 0,
  'findrisc-glucose': 1,
  'findrisc-family': 0,
})

/** Antenatal care at 30 weeks with bleeding now: a danger sign, shown before the score. */
export const pregnancyBleeding = workedById('pregnancy-health', {
  'preg-weeks': 30,
  'preg-danger': [0],
  'preg-visits': 4,
  'preg-care': [0, 1, 2, 3, 4, 5, 6],
  'preg-mood': 0,
})

const notFilledYet = 'Sample for QA: no catalogue test fills this section yet.'

/** The burnout result with a Personal Accomplishment section added (see notFilledYet). */
export const withPersonalAccomplishment: WorkedResult = {
  ...burnoutHigh,
  result: {
    ...burnoutHigh.result,
    personalAccomplishment: { level: 'Not measured', description: notFilledYet, nextSteps: [] },
  },
}

/** The mild depression result with a support resources address added (see notFilledYet). */
export const withSupportResources: WorkedResult = {
  ...depressionMild,
  result: { ...depressionMild.result, supportResources: 'https://www.who.int/health-topics/mental-health' },
}
