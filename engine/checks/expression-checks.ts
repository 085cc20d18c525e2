/**
 * Checks that every expression names questions, options and values that exist, that computed
 * values do not depend on themselves, and that a jump only looks at questions already asked.
 */
import type { TestDefinition } from '#schemas/index.ts'
import { questionTypeOf } from '../question-types/index.ts'
import { questionsNamed, topLevelExpressions, walkExpression, type ExpressionNode } from './walk-expressions.ts'
import { questionLabel, type Problem } from './problem.ts'

export function checkExpressions(definition: TestDefinition): Problem[] {
  const problems: Problem[] = []
  const indexOf = new Map(definition.questions.map((question, index) => [question.id, index]))
  const values = definition.scoring.values ?? {}

  for (const [expression, site] of topLevelExpressions(definition)) {
    walkExpression(expression, site.pointer, site, (node, pointer) => {
      for (const named of questionsNamed(node)) {
        const index = indexOf.get(named.id)
        if (index === undefined) {
          problems.push({ pointer: `${pointer}${named.pointer}`, message: `"${named.id}" is not a question in this test` })
        } else if (site.questionIndex !== undefined && index > site.questionIndex) {
          problems.push({
            pointer: `${pointer}${named.pointer}`,
            message: `this jump looks at ${questionLabel(index, named.id)}, which has not been asked yet at ${questionLabel(site.questionIndex, definition.questions[site.questionIndex]!.id)}`,
          })
        } else if (isScoreReference(node) && !questionTypeOf(definition.questions[index]!).scored) {
          problems.push({ pointer: `${pointer}${named.pointer}`, message: `${questionLabel(index, named.id)} asks for text, which never scores; leave it out of the scoring` })
        }
      }
      problems.push(...checkNode(definition, node, pointer, indexOf, values))
      if (site.questionIndex !== undefined) problems.push(...checkValueAhead(definition, node, pointer, site.questionIndex, indexOf, values))
    })
  }
  return [...problems, ...checkValueCycles(values)]
}

function isScoreReference(node: ExpressionNode): boolean {
  return typeof node === 'object' && node !== null && ('answer' in node || 'sum' in node || 'mean' in node || 'count' in node)
}

/** The questions a value looks at, directly or through other values. */
export function questionsBehindValue(name: string, values: Record<string, ExpressionNode>, seen = new Set<string>()): string[] {
  const expression = values[name]
  if (expression === undefined || seen.has(name)) return []
  seen.add(name)
  const found: string[] = []
  walkExpression(expression, '', { pointer: '' }, (node) => {
    found.push(...questionsNamed(node).map((named) => named.id))
    if (typeof node === 'object' && node !== null && 'value' in node) found.push(...questionsBehindValue(node.value, values, seen))
  })
  return found
}

/** A jump may use a value only if every question behind it has been asked by then. */
function checkValueAhead(
  definition: TestDefinition,
  node: ExpressionNode,
  pointer: string,
  questionIndex: number,
  indexOf: Map<string, number>,
  values: Record<string, ExpressionNode>,
): Problem[] {
  if (typeof node !== 'object' || node === null || !('value' in node)) return []
  const later = questionsBehindValue(node.value, values)
    .map((id) => ({ id, index: indexOf.get(id) }))
    .find(({ index }) => index !== undefined && index > questionIndex)
  if (!later) return []
  return [{
    pointer: `${pointer}/value`,
    message: `this jump uses the value "${node.value}", which looks at ${questionLabel(later.index!, later.id)}; that question has not been asked yet at ${questionLabel(questionIndex, definition.questions[questionIndex]!.id)}`,
  }]
}

function checkNode(
  definition: TestDefinition,
  node: ExpressionNode,
  pointer: string,
  indexOf: Map<string, number>,
  values: Record<string, unknown>,
): Problem[] {
  if (typeof node !== 'object' || node === null) return []
  const items = 'sum' in node ? node.sum.items : 'mean' in node ? node.mean.items : 'count' in node ? node.count.items : undefined
  const key = 'sum' in node ? 'sum' : 'mean' in node ? 'mean' : 'count'
  const repeated = items?.findIndex((id, position) => items.indexOf(id) !== position) ?? -1
  if (items && repeated >= 0) {
    return [{ pointer: `${pointer}/${key}/items/${repeated}`, message: `"${items[repeated]}" is listed twice; each question counts once` }]
  }
  if ('value' in node && !(node.value in values)) {
    return [{ pointer: `${pointer}/value`, message: `"${node.value}" is not a value defined in scoring.values` }]
  }
  if ('chosen' in node) {
    const index = indexOf.get(node.chosen.question)
    const question = index === undefined ? undefined : definition.questions[index]
    if (!question) return []
    if (!question.options) {
      return [{ pointer: `${pointer}/chosen/question`, message: `${questionLabel(index!, question.id)} has no options to choose from` }]
    }
    if (node.chosen.option >= question.options.length) {
      return [{
        pointer: `${pointer}/chosen/option`,
        message: `${questionLabel(index!, question.id)} has ${question.options.length} options, numbered 0 to ${question.options.length - 1}; there is no option ${node.chosen.option}`,
      }]
    }
  }
  return []
}

/** Reports each value that depends on itself, directly or through others. */
function checkValueCycles(values: Record<string, ExpressionNode>): Problem[] {
  const uses = (name: string): string[] => {
    const found: string[] = []
    const expression = values[name]
    if (expression === undefined) return found
    walkExpression(expression, '', { pointer: '' }, (node) => {
      if (typeof node === 'object' && node !== null && 'value' in node) found.push(node.value)
    })
    return found
  }
  const problems: Problem[] = []
  for (const start of Object.keys(values)) {
    const seen = new Set<string>()
    const stack = [...uses(start)]
    while (stack.length > 0) {
      const name = stack.pop()!
      if (name === start) {
        problems.push({ pointer: `/scoring/values/${start}`, message: `the value "${start}" depends on itself, so it can never be worked out` })
        break
      }
      if (seen.has(name)) continue
      seen.add(name)
      stack.push(...uses(name))
    }
  }
  return problems
}
