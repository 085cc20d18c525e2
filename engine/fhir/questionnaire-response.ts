/**
 * A visitor's answers as a FHIR R4 QuestionnaireResponse of our Questionnaire, and back
 * (`answersFromResponse`). One item per question on the path taken, linkId = question id: a chosen
 * option as its coding, a multi-select as one coding per chosen option, a number as an integer, a
 * text as a string. No subject and no author: the visitor downloads it and no identity is in it.
 */
import type { QuestionnaireResponse, QuestionnaireResponseItem, QuestionnaireResponseItemAnswer } from 'fhir/r4'
import type { Answer, Question, TestDefinition } from '#schemas/index.ts'
import { answersOnPath, followPath } from '../paths.ts'
import { answerSystemOf, optionCode, optionPositionOf, questionnaireUrlOf, type FhirContext } from './fhir-context.ts'

function answersOf(question: Question, answer: Answer, system: string): QuestionnaireResponseItemAnswer[] {
  const coding = (position: number): QuestionnaireResponseItemAnswer => ({
    valueCoding: { system, code: optionCode(question.id, position), display: question.options?.[position]?.text },
  })
  if (Array.isArray(answer)) return answer.map(coding)
  if (question.type === 'single-select' && typeof answer === 'number') return [coding(answer)]
  if (typeof answer === 'number') return [Number.isInteger(answer) ? { valueInteger: answer } : { valueDecimal: answer }]
  if (typeof answer === 'string') return [{ valueString: answer }]
  return []
}

/**
 * The response to the test, authored at `when` (an ISO 8601 date-time with its offset). Answers
 * as the API takes them: one per question in order, null for a question not asked. Only the
 * questions on the path the answers take are in it (an answer left behind by going back and
 * choosing differently is not), as in scoring.
 */
export function questionnaireResponseOf(definition: TestDefinition, answers: readonly Answer[], when: string, context: FhirContext): QuestionnaireResponse {
  const system = answerSystemOf(context, definition)
  const onPath = answersOnPath(answers, followPath(definition, answers).path, definition.questions.length)
  const item = definition.questions.flatMap((question, index): QuestionnaireResponseItem[] => {
    const answer = onPath[index] ?? null
    if (answer === null) return []
    return [{ linkId: question.id, text: question.question, answer: answersOf(question, answer, system) }]
  })
  return {
    resourceType: 'QuestionnaireResponse',
    ...(definition.language ? { language: definition.language } : {}),
    questionnaire: questionnaireUrlOf(context, definition),
    status: 'completed',
    authored: when,
    item,
  }
}

export class UnreadableResponseError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UnreadableResponseError'
  }
}

function answerFrom(question: Question, item: QuestionnaireResponseItem, system: string): Answer {
  const values = item.answer ?? []
  const positionOf = (value: QuestionnaireResponseItemAnswer): number => {
    const position = value.valueCoding?.system === system ? optionPositionOf(value.valueCoding.code, question.id) : undefined
    if (position === undefined || position >= (question.options?.length ?? 0)) {
      throw new UnreadableResponseError(`The answer to ${question.id} is not one of its options.`)
    }
    return position
  }
  if (question.type === 'multi-select') return values.map(positionOf)
  if (values.length !== 1) throw new UnreadableResponseError(`The question ${question.id} takes one answer, not ${values.length}.`)
  const [value] = values as [QuestionnaireResponseItemAnswer]
  if (question.type === 'single-select') return positionOf(value)
  if (question.type === 'user-input-number') {
    const number = value.valueInteger ?? value.valueDecimal
    if (number === undefined) throw new UnreadableResponseError(`The answer to ${question.id} is not a number.`)
    return number
  }
  if (value.valueString === undefined) throw new UnreadableResponseError(`The answer to ${question.id} is not a text.`)
  return value.valueString
}

/**
 * The answers a QuestionnaireResponse of our Questionnaire holds, in the API's form (one per
 * question, null where none), ready for `interpret`, which checks them. A response to another
 * questionnaire, an unknown linkId or an unknown option code is refused.
 */
export function answersFromResponse(definition: TestDefinition, response: QuestionnaireResponse, context: FhirContext): Answer[] {
  if (response.questionnaire !== questionnaireUrlOf(context, definition)) {
    throw new UnreadableResponseError(`The response answers ${response.questionnaire ?? 'no questionnaire'}, not ${questionnaireUrlOf(context, definition)}.`)
  }
  const system = answerSystemOf(context, definition)
  const answers: Answer[] = definition.questions.map(() => null)
  for (const item of response.item ?? []) {
    const index = definition.questions.findIndex((question) => question.id === item.linkId)
    if (index < 0) throw new UnreadableResponseError(`The response has an item ${item.linkId}, which is no question of ${definition.routeSlug}.`)
    answers[index] = answerFrom(definition.questions[index]!, item, system)
  }
  return answers
}
