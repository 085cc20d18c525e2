/**
 * Test support: which items of a Questionnaire a FHIR form filler would enable for a response,
 * by R4's enableWhen rules (flat items; the operators our Questionnaires use).
 */
import type { Coding, Questionnaire, QuestionnaireItemEnableWhen, QuestionnaireResponse, QuestionnaireResponseItemAnswer } from 'fhir/r4'

function holds(condition: QuestionnaireItemEnableWhen, answers: QuestionnaireResponseItemAnswer[]): boolean {
  const same = (left: Coding | undefined, right: Coding | undefined) => left?.system === right?.system && left?.code === right?.code
  const matches = answers.some((answer) => {
    if (condition.answerCoding) return same(answer.valueCoding, condition.answerCoding)
    const [value, target] = [answer.valueInteger ?? answer.valueDecimal, condition.answerInteger ?? condition.answerDecimal]
    if (value === undefined || target === undefined) return false
    return { '=': value === target, '!=': value !== target, '<': value < target, '<=': value <= target, '>': value > target, '>=': value >= target, exists: true }[condition.operator]
  })
  if (condition.operator === '!=' && condition.answerCoding) return answers.length > 0 && !answers.some((answer) => same(answer.valueCoding, condition.answerCoding))
  return matches
}

/** The linkIds of the question items (not display items) enabled for this response. */
export function enabledItems(questionnaire: Questionnaire, response: QuestionnaireResponse): Set<string> {
  const answersOf = (linkId: string) => response.item?.find((item) => item.linkId === linkId)?.answer ?? []
  const enabled = new Set<string>()
  for (const item of questionnaire.item ?? []) {
    if (item.type === 'display') continue
    const conditions = item.enableWhen ?? []
    const results = conditions.map((condition) => holds(condition, answersOf(condition.question)))
    const on = conditions.length === 0 || (item.enableBehavior === 'any' ? results.some(Boolean) : results.every(Boolean))
    if (on) enabled.add(item.linkId)
  }
  return enabled
}
