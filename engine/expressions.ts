/**
 * Evaluates the scoring language: numbers and conditions written as JSON operator objects in a
 * test definition. No eval, no strings of code: each operator is a case below.
 */
import type { Answer, Condition, NumberExpression, TestDefinition } from '#schemas/index.ts'
import { answerScore, countsInScale, isOptionChosen } from './answers.ts'

/** The answers as seen by scoring: a question not on the path taken holds null. */
export type ScoringContext = {
  definition: TestDefinition
  answers: readonly Answer[]
  indexById: ReadonlyMap<string, number>
  valueCache: Map<string, number>
}

export function createScoringContext(definition: TestDefinition, answers: readonly Answer[]): ScoringContext {
  const indexById = new Map(definition.questions.map((question, index) => [question.id, index]))
  return { definition, answers, indexById, valueCache: new Map() }
}

function scoreOf(context: ScoringContext, id: string): number {
  const index = context.indexById.get(id)
  if (index === undefined) throw new Error(`Unknown question "${id}"`)
  const question = context.definition.questions[index]!
  return answerScore(question, context.answers[index] ?? null)
}

function answerOf(context: ScoringContext, id: string): Answer {
  const index = context.indexById.get(id)
  return index === undefined ? null : (context.answers[index] ?? null)
}

/** Asked, or skipped with a declared score (scoreWhenSkipped): what means and counts take in. */
function countsIn(context: ScoringContext, id: string): boolean {
  const index = context.indexById.get(id)
  return index !== undefined && countsInScale(context.definition.questions[index]!, context.answers[index] ?? null)
}

export function evaluateNumber(expression: NumberExpression, context: ScoringContext): number {
  if (typeof expression === 'number') return expression
  if ('answer' in expression) return scoreOf(context, expression.answer)
  if ('value' in expression) return namedValue(expression.value, context)
  if ('sum' in expression) return expression.sum.items.reduce((sum, id) => sum + scoreOf(context, id), 0)
  if ('mean' in expression) {
    const asked = expression.mean.items.filter((id) => countsIn(context, id))
    return asked.length === 0 ? 0 : asked.reduce((sum, id) => sum + scoreOf(context, id), 0) / asked.length
  }
  if ('count' in expression) {
    const { items, scoreAtLeast } = expression.count
    return items.filter((id) => countsIn(context, id) && scoreOf(context, id) >= scoreAtLeast).length
  }
  if ('add' in expression) return expression.add.reduce<number>((sum, part) => sum + evaluateNumber(part, context), 0)
  if ('sub' in expression) return evaluateNumber(expression.sub[0], context) - evaluateNumber(expression.sub[1], context)
  if ('mul' in expression) return expression.mul.reduce<number>((product, part) => product * evaluateNumber(part, context), 1)
  if ('div' in expression) {
    const divisor = evaluateNumber(expression.div[1], context)
    return divisor === 0 ? 0 : evaluateNumber(expression.div[0], context) / divisor
  }
  if ('min' in expression) return Math.min(...expression.min.map((part) => evaluateNumber(part, context)))
  if ('max' in expression) return Math.max(...expression.max.map((part) => evaluateNumber(part, context)))
  if ('round' in expression) return roundTo(evaluateNumber(expression.round.value, context), expression.round.decimals)
  return evaluateCondition(expression.if.when, context)
    ? evaluateNumber(expression.if.then, context)
    : evaluateNumber(expression.if.else, context)
}

function namedValue(name: string, context: ScoringContext): number {
  const cached = context.valueCache.get(name)
  if (cached !== undefined) return cached
  const expression = context.definition.scoring.values?.[name]
  if (expression === undefined) throw new Error(`Unknown value "${name}"`)
  const value = evaluateNumber(expression, context)
  context.valueCache.set(name, value)
  return value
}

export function evaluateCondition(condition: Condition, context: ScoringContext): boolean {
  const pair = (operands: readonly [NumberExpression, NumberExpression]): [number, number] => [
    evaluateNumber(operands[0], context),
    evaluateNumber(operands[1], context),
  ]
  if ('eq' in condition) return sameNumber(...pair(condition.eq))
  if ('ne' in condition) return !sameNumber(...pair(condition.ne))
  if ('gt' in condition) return compare(pair(condition.gt), (a, b) => a > b && !sameNumber(a, b))
  if ('gte' in condition) return compare(pair(condition.gte), (a, b) => a > b || sameNumber(a, b))
  if ('lt' in condition) return compare(pair(condition.lt), (a, b) => a < b && !sameNumber(a, b))
  if ('lte' in condition) return compare(pair(condition.lte), (a, b) => a < b || sameNumber(a, b))
  if ('all' in condition) return condition.all.every((part) => evaluateCondition(part, context))
  if ('any' in condition) return condition.any.some((part) => evaluateCondition(part, context))
  if ('not' in condition) return !evaluateCondition(condition.not, context)
  if ('chosen' in condition) return isOptionChosen(answerOf(context, condition.chosen.question), condition.chosen.option)
  return answerOf(context, condition.answered) !== null
}

function compare([a, b]: [number, number], test: (a: number, b: number) => boolean): boolean {
  return test(a, b)
}

/** Equal up to floating-point noise, so that 3.3 × 7 × 180 compares equal to 4158. */
export function sameNumber(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b))
}

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals
  // toPrecision(12) first drops floating-point noise (100.49999999999999 becomes 100.5).
  return Math.round(Number((value * factor).toPrecision(12))) / factor
}
