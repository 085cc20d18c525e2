/**
 * Our jumps as FHIR enableWhen (decision 068). A question is shown unless a jump passes over it;
 * its enableWhen is "no jump over it was taken", written with FHIR's flat conditions (all of, or
 * any of, `question operator answer`). That is possible when every jump over it comes from a
 * question that is always asked, and its condition is an option chosen, a number compared with a
 * constant, or (alone) all of those. Anything else (a jump from a question that may itself be
 * skipped, a question with several rules, a rule beside option jumps) is not expressed: such an
 * item says so in an extension, and the engine's path stays the authority.
 * fhir.property.test.ts checks, for random answers to every catalogue test, that each expressed
 * item is enabled exactly when the engine asks it.
 */
import type { QuestionnaireItemEnableWhen } from 'fhir/r4'
import type { Condition, NumberExpression, TestDefinition } from '#schemas/index.ts'
import { optionCode } from './fhir-context.ts'

export type ItemVisibility =
  | { kind: 'always' }
  | { kind: 'when'; enableWhen: QuestionnaireItemEnableWhen[]; enableBehavior: 'all' | 'any' }
  | { kind: 'unexpressed' }

/** One comparison of a skip condition, with its negation as FHIR conditions that must all hold. */
type Atom = { question: string; negation: QuestionnaireItemEnableWhen[] }

type JumpOver = { source: number; target: number; atoms: Atom[] | undefined }

type Comparison = 'eq' | 'ne' | 'gt' | 'gte' | 'lt' | 'lte'
const negated: Record<Comparison, QuestionnaireItemEnableWhen['operator']> = { eq: '!=', ne: '=', gt: '<=', gte: '<', lt: '>=', lte: '>' }
const swapped: Record<Comparison, Comparison> = { eq: 'eq', ne: 'ne', gt: 'lt', gte: 'lte', lt: 'gt', lte: 'gte' }
const holds: Record<Comparison, (left: number, right: number) => boolean> = {
  eq: (a, b) => a === b, ne: (a, b) => a !== b, gt: (a, b) => a > b, gte: (a, b) => a >= b, lt: (a, b) => a < b, lte: (a, b) => a <= b,
}

function answerCoding(system: string, questionId: string, position: number): QuestionnaireItemEnableWhen {
  return { question: questionId, operator: '!=', answerCoding: { system, code: optionCode(questionId, position) } }
}

/** An atom for `answer(q) <comparison> constant`, or undefined when FHIR cannot say its negation. */
function comparisonAtom(definition: TestDefinition, system: string, comparison: Comparison, left: NumberExpression, right: NumberExpression): Atom | undefined {
  let [reference, constant, operator] = [left, right, comparison]
  if (typeof left === 'number') [reference, constant, operator] = [right, left, swapped[comparison]]
  if (typeof constant !== 'number' || typeof reference !== 'object' || !('answer' in reference)) return undefined
  const question = definition.questions.find((candidate) => candidate.id === reference.answer)
  if (!question) return undefined
  if (question.type === 'user-input-number' && Number.isInteger(constant)) {
    return { question: question.id, negation: [{ question: question.id, operator: negated[operator], answerInteger: constant }] }
  }
  if (question.type !== 'single-select') return undefined
  const matching = question.options.flatMap((option, position) => (holds[operator](option.score, constant) ? [position] : []))
  if (matching.length === 0) return undefined
  return { question: question.id, negation: matching.map((position) => answerCoding(system, question.id, position)) }
}

/** The condition as a conjunction of atoms, or undefined when it has another shape. */
function atomsOf(definition: TestDefinition, system: string, condition: Condition): Atom[] | undefined {
  if ('all' in condition) {
    const parts = condition.all.map((part) => atomsOf(definition, system, part))
    return parts.every((part): part is Atom[] => part !== undefined) ? parts.flat() : undefined
  }
  if ('chosen' in condition) {
    const { question, option } = condition.chosen
    return [{ question, negation: [answerCoding(system, question, option)] }]
  }
  for (const comparison of Object.keys(negated) as Comparison[]) {
    if (comparison in condition) {
      const [left, right] = (condition as Record<Comparison, [NumberExpression, NumberExpression]>)[comparison]
      const atom = comparisonAtom(definition, system, comparison, left, right)
      return atom ? [atom] : undefined
    }
  }
  return undefined
}

function jumpsOver(definition: TestDefinition, system: string): JumpOver[] {
  const indexOf = (id: string) => definition.questions.findIndex((question) => question.id === id)
  return definition.questions.flatMap((question, source): JumpOver[] => {
    const optionJumps = question.type === 'single-select'
      ? question.options.flatMap((option, position) => (option.nextQuestion ? [{ position, target: indexOf(option.nextQuestion) }] : []))
      : []
    const rules = question.next ?? []
    const expressible = rules.length === 0 || (rules.length === 1 && optionJumps.length === 0)
    return [
      ...optionJumps.map(({ position, target }) => ({
        source, target, atoms: expressible ? [{ question: question.id, negation: [answerCoding(system, question.id, position)] }] : undefined,
      })),
      ...rules.map((rule) => ({ source, target: indexOf(rule.goto), atoms: expressible ? atomsOf(definition, system, rule.when) : undefined })),
    ]
  })
}

/** Each question's visibility, in definition order. */
export function visibilityOf(definition: TestDefinition, answerSystem: string): ItemVisibility[] {
  const jumps = jumpsOver(definition, answerSystem)
  const over = (index: number) => jumps.filter((jump) => jump.source < index && index < jump.target)
  const alwaysAsked = new Set(definition.questions.filter((_, index) => over(index).length === 0).map((question) => question.id))
  return definition.questions.map((_, index): ItemVisibility => {
    const passing = over(index)
    if (passing.length === 0) return { kind: 'always' }
    const usable = passing.every((jump) => jump.atoms && alwaysAsked.has(definition.questions[jump.source]!.id) && jump.atoms.every((atom) => alwaysAsked.has(atom.question)))
    if (!usable) return { kind: 'unexpressed' }
    const atomLists = passing.map((jump) => jump.atoms!)
    if (atomLists.every((atoms) => atoms.length === 1)) {
      const enableWhen = atomLists.flatMap((atoms) => atoms[0]!.negation)
      const unique = enableWhen.filter((condition, position) => enableWhen.findIndex((other) => JSON.stringify(other) === JSON.stringify(condition)) === position)
      return { kind: 'when', enableWhen: unique, enableBehavior: 'all' }
    }
    const [only] = atomLists
    if (atomLists.length === 1 && only!.every((atom) => atom.negation.length === 1)) {
      return { kind: 'when', enableWhen: only!.map((atom) => atom.negation[0]!), enableBehavior: 'any' }
    }
    return { kind: 'unexpressed' }
  })
}
