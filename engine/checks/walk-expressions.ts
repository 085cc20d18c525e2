/**
 * Visits every expression node of a definition with its JSON pointer, so that checks about
 * references are written once for every place an expression can appear.
 */
import type { Condition, NumberExpression, TestDefinition } from '#schemas/index.ts'

export type ExpressionNode = NumberExpression | Condition

/** Where an expression sits: in a jump of question `questionIndex`, or in scoring. */
export type ExpressionSite = { pointer: string; questionIndex?: number }

export type ExpressionVisitor = (node: ExpressionNode, pointer: string, site: ExpressionSite) => void

function children(node: ExpressionNode, pointer: string): [ExpressionNode, string][] {
  if (typeof node !== 'object' || node === null) return []
  const list = (key: string, parts: readonly ExpressionNode[]): [ExpressionNode, string][] =>
    parts.map((part, index) => [part, `${pointer}/${key}/${index}`])
  if ('add' in node) return list('add', node.add)
  if ('mul' in node) return list('mul', node.mul)
  if ('min' in node) return list('min', node.min)
  if ('max' in node) return list('max', node.max)
  if ('sub' in node) return list('sub', node.sub)
  if ('div' in node) return list('div', node.div)
  if ('eq' in node) return list('eq', node.eq)
  if ('ne' in node) return list('ne', node.ne)
  if ('gt' in node) return list('gt', node.gt)
  if ('gte' in node) return list('gte', node.gte)
  if ('lt' in node) return list('lt', node.lt)
  if ('lte' in node) return list('lte', node.lte)
  if ('all' in node) return list('all', node.all)
  if ('any' in node) return list('any', node.any)
  if ('not' in node) return [[node.not, `${pointer}/not`]]
  if ('round' in node) return [[node.round.value, `${pointer}/round/value`]]
  if ('if' in node) {
    return [
      [node.if.when, `${pointer}/if/when`],
      [node.if.then, `${pointer}/if/then`],
      [node.if.else, `${pointer}/if/else`],
    ]
  }
  return []
}

export function walkExpression(node: ExpressionNode, pointer: string, site: ExpressionSite, visit: ExpressionVisitor): void {
  visit(node, pointer, site)
  for (const [child, childPointer] of children(node, pointer)) walkExpression(child, childPointer, site, visit)
}

/** Every top-level expression of the definition, with its pointer. */
export function topLevelExpressions(definition: TestDefinition): [ExpressionNode, ExpressionSite][] {
  const found: [ExpressionNode, ExpressionSite][] = []
  definition.questions.forEach((question, questionIndex) =>
    question.next?.forEach((jump, jumpIndex) =>
      found.push([jump.when, { pointer: `/questions/${questionIndex}/next/${jumpIndex}/when`, questionIndex }]),
    ),
  )
  const { scoring } = definition
  for (const [name, expression] of Object.entries(scoring.values ?? {})) {
    found.push([expression, { pointer: `/scoring/values/${name}` }])
  }
  found.push([scoring.total, { pointer: '/scoring/total' }])
  scoring.gradeRules?.forEach((rule, index) => found.push([rule.when, { pointer: `/scoring/gradeRules/${index}/when` }]))
  scoring.flags?.forEach((flag, index) => found.push([flag.when, { pointer: `/scoring/flags/${index}/when` }]))
  scoring.subscales?.forEach((subscale, index) => {
    found.push([subscale.value, { pointer: `/scoring/subscales/${index}/value` }])
    if (subscale.when) found.push([subscale.when, { pointer: `/scoring/subscales/${index}/when` }])
  })
  const sections = scoring.sections ?? {}
  for (const key of ['subscaleScores', 'detailedAnalysis', 'clusterScores'] as const) {
    sections[key]?.forEach((reported, index) => found.push([reported.value, { pointer: `/scoring/sections/${key}/${index}/value` }]))
  }
  for (const key of ['impact', 'overallInterpretation', 'provisionalDiagnosis', 'problemAreas', 'healthRisks'] as const) {
    sections[key]?.forEach((rule, index) => {
      if (rule.when) found.push([rule.when, { pointer: `/scoring/sections/${key}/${index}/when` }])
    })
  }
  for (const key of ['emotionalExhaustion', 'depersonalization', 'personalAccomplishment'] as const) {
    const dimension = sections[key]
    if (dimension) found.push([dimension.value, { pointer: `/scoring/sections/${key}/value` }])
  }
  return found
}

/** The ids of questions an expression node names directly. */
export function questionsNamed(node: ExpressionNode): { id: string; pointer: string }[] {
  if (typeof node !== 'object' || node === null) return []
  if ('answer' in node) return [{ id: node.answer, pointer: '/answer' }]
  if ('answered' in node) return [{ id: node.answered, pointer: '/answered' }]
  if ('chosen' in node) return [{ id: node.chosen.question, pointer: '/chosen/question' }]
  const items = 'sum' in node ? node.sum.items : 'mean' in node ? node.mean.items : 'count' in node ? node.count.items : undefined
  const key = 'sum' in node ? 'sum' : 'mean' in node ? 'mean' : 'count'
  return (items ?? []).map((id, index) => ({ id, pointer: `/${key}/items/${index}` }))
}
