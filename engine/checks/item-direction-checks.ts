/**
 * Warnings, not errors: in a scale that declares a direction (the total's scoring.direction, or a
 * subscale's), an item whose option scores run the other way from all the other items (falling
 * down the list where every other one rises) is probably reverse-scored by mistake. An item
 * reverse-scored on purpose says so with "reverseScored": true. Items whose scores neither rise
 * nor fall down the list (a yes/no gate scored 0 and 0) are not compared.
 */
import type { NumberExpression, Question, TestDefinition } from '#schemas/index.ts'
import type { CatalogFile } from '../catalog-checks.ts'
import { questionsNamed, walkExpression } from './walk-expressions.ts'
import { questionLabel, type DefinitionProblem, type Problem } from './problem.ts'
import { soundDefinitions } from './test-code-checks.ts'

type Trend = 'rising' | 'falling'

/** Whether the option scores rise or fall down the list (never turning back), or neither. */
export function scoreTrend(question: Question): Trend | undefined {
  if (question.type !== 'single-select') return undefined
  const scores = question.options.map((option) => option.score)
  const steps = scores.slice(1).map((score, index) => score - scores[index]!)
  if (steps.every((step) => step >= 0) && steps.some((step) => step > 0)) return 'rising'
  if (steps.every((step) => step <= 0) && steps.some((step) => step < 0)) return 'falling'
  return undefined
}

/** The questions a scale's score is made of, through the values it uses. */
function scaleItems(definition: TestDefinition, expression: NumberExpression, seen = new Set<string>()): string[] {
  const ids: string[] = []
  walkExpression(expression, '', { pointer: '' }, (node) => {
    ids.push(...questionsNamed(node).map((named) => named.id))
    if (typeof node === 'object' && node !== null && 'value' in node && typeof node.value === 'string' && !seen.has(node.value)) {
      seen.add(node.value)
      const named = definition.scoring.values?.[node.value]
      if (named !== undefined) ids.push(...scaleItems(definition, named, seen))
    }
  })
  return [...new Set(ids)]
}

function scaleWarnings(definition: TestDefinition, expression: NumberExpression, scale: string): Problem[] {
  const trended = scaleItems(definition, expression)
    .map((id) => definition.questions.findIndex((question) => question.id === id))
    .filter((index) => index >= 0)
    .map((index) => ({ index, question: definition.questions[index]!, trend: scoreTrend(definition.questions[index]!) }))
    .filter((item): item is typeof item & { trend: Trend } => item.trend !== undefined)
  if (trended.length < 3) return []
  const odd = (['rising', 'falling'] as const).map((trend) => trended.filter((item) => item.trend === trend)).find((group) => group.length === 1)
  const item = odd?.[0]
  if (!item || ('reverseScored' in item.question && item.question.reverseScored)) return []
  const others = trended.length - 1
  const scores = item.question.type === 'single-select' ? item.question.options.map((option) => option.score) : []
  return [{
    pointer: `/questions/${item.index}/options`,
    message: `${questionLabel(item.index, item.question.id)} scores its options ${item.trend === 'falling' ? 'falling' : 'rising'} down the list (${scores[0]} to ${scores[scores.length - 1]}), against all the other ${others} items of ${scale}; if it is reverse-scored on purpose, add "reverseScored": true to the question, otherwise correct its scores`,
  }]
}

/** The warnings of one definition: the total's scale and each subscale that declares a direction, one per question. */
export function itemDirectionWarnings(definition: TestDefinition): Problem[] {
  const { scoring } = definition
  const warnings = [
    ...(scoring.direction ? scaleWarnings(definition, scoring.total, 'the total') : []),
    ...(scoring.subscales ?? []).flatMap((subscale) => (subscale.direction ? scaleWarnings(definition, subscale.value, `the subscale "${subscale.label}"`) : [])),
  ]
  return warnings.filter((warning, index) => warnings.findIndex((other) => other.pointer === warning.pointer) === index)
}

export function catalogItemDirectionWarnings(files: CatalogFile[]): DefinitionProblem[] {
  return soundDefinitions(files).flatMap(({ file, definition }) => itemDirectionWarnings(definition).map((warning) => ({ file, ...warning })))
}
