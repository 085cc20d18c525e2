/**
 * What totals (and other values) a definition can produce, found without running it: every path
 * through the questions is enumerated, and along each one the expressions are evaluated over
 * ranges instead of numbers. Used by the checker to prove that the bands cover every reachable
 * total and that expectedTotalScore is the highest one.
 */
import type { Condition, NumberExpression, Question, TestDefinition } from '#schemas/index.ts'
import { sameNumber } from './expressions.ts'
import { questionTypeOf } from './question-types/index.ts'
import { combine, exact, gcd, joinLattices, latticeOf, ranged, union, unionAll, type Range } from './ranges.ts'

export { exact, latticeOf, latticePointsIn, unionAll, type Range } from './ranges.ts'

type Truth = { canBeTrue: boolean; canBeFalse: boolean }

/** One way through the test: for each question on it, the options that lead along it. */
export type PathShape = Map<number, ReadonlySet<number> | 'any'>

export const MAX_PATHS = 5000
export const UNKNOWN_QUESTION = -2

type Edge = { target: number; options: ReadonlySet<number> | 'any' }

function targetIndex(definition: TestDefinition, from: number, id: string): number {
  const found = definition.questions.findIndex((candidate) => candidate.id === id)
  return found < 0 ? UNKNOWN_QUESTION : found
}

/** Whether a jump target is usable: known and later. The jump checks report the others. */
function leadsForward(from: number, target: number): boolean {
  return target !== UNKNOWN_QUESTION && target > from
}

/** The edges the options of a question take: grouped by jump target, or straight on. */
function optionEdges(definition: TestDefinition, index: number): Edge[] {
  const question = definition.questions[index]!
  const sequential = index + 1 < definition.questions.length ? index + 1 : -1
  const jumps = questionTypeOf(question).optionJumps(question)
  if (!jumps.some(Boolean)) return [{ target: sequential, options: 'any' }]
  const byTarget = new Map<number, Set<number>>()
  jumps.forEach((nextQuestion, position) => {
    const jump = nextQuestion ? targetIndex(definition, index, nextQuestion) : sequential
    const target = nextQuestion && !leadsForward(index, jump) ? sequential : jump
    byTarget.set(target, (byTarget.get(target) ?? new Set()).add(position))
  })
  return [...byTarget].map(([target, options]) => ({ target, options }))
}

/** Every question a jump (per option or per question) can lead to from `index`, whatever the answers. */
export function successors(definition: TestDefinition, index: number): Edge[] {
  const rules = (definition.questions[index]!.next ?? [])
    .map((rule) => ({ target: targetIndex(definition, index, rule.goto), options: 'any' as const }))
    .filter((edge) => leadsForward(index, edge.target))
  return [...rules, ...optionEdges(definition, index)]
}

/**
 * The edges from `index` along one path: question-level jumps whose condition can hold given the
 * questions asked so far (a jump that always holds hides the rest), then the option edges.
 */
function edgesOnPath(definition: TestDefinition, index: number, shape: PathShape): Edge[] {
  const edges: Edge[] = []
  shape.set(index, 'any')
  const evaluator = new RangeEvaluator(definition, shape)
  for (const rule of definition.questions[index]!.next ?? []) {
    const target = targetIndex(definition, index, rule.goto)
    if (!leadsForward(index, target)) continue
    const truth = evaluator.condition(rule.when)
    if (truth.canBeTrue) edges.push({ target, options: 'any' })
    if (!truth.canBeFalse) {
      shape.delete(index)
      return edges
    }
  }
  shape.delete(index)
  return [...edges, ...optionEdges(definition, index)]
}

/** All paths from the first question to the end, or undefined when there are too many. */
export function enumeratePaths(definition: TestDefinition): PathShape[] | undefined {
  const paths: PathShape[] = []
  const walk = (index: number, shape: PathShape): boolean => {
    if (index < 0) {
      paths.push(new Map(shape))
      return paths.length <= MAX_PATHS
    }
    for (const edge of edgesOnPath(definition, index, shape)) {
      shape.set(index, edge.options)
      if (!walk(edge.target, shape)) return false
      shape.delete(index)
    }
    return true
  }
  return walk(0, new Map()) ? paths : undefined
}

/** The questions on at least one path, or undefined when there are too many paths to say. */
export function reachableQuestions(definition: TestDefinition): Set<number> | undefined {
  const paths = enumeratePaths(definition)
  return paths && new Set(paths.flatMap((shape) => [...shape.keys()]))
}

/** Evaluates expressions over ranges of answers along one path. */
export class RangeEvaluator {
  private readonly valueCache = new Map<string, Range>()
  private readonly indexById: Map<string, number>

  constructor(
    private readonly definition: TestDefinition,
    private readonly shape: PathShape,
  ) {
    this.indexById = new Map(definition.questions.map((question, index) => [question.id, index]))
  }

  private question(id: string): { question: Question; allowed: ReadonlySet<number> | 'any' | undefined } | undefined {
    const index = this.indexById.get(id)
    if (index === undefined) return undefined
    return { question: this.definition.questions[index]!, allowed: this.shape.get(index) }
  }

  /** The range of scores an answer can have; off the path, its scoreWhenSkipped (or 0). */
  answerRange(id: string): Range {
    const found = this.question(id)
    if (!found) return exact(0)
    if (found.allowed === undefined) return exact(found.question.scoreWhenSkipped ?? 0)
    return questionTypeOf(found.question).range(found.question, found.allowed)
  }

  /** Whether a question counts in means and counts on this path: asked, or skipped with a declared score. */
  private countsIn(id: string): boolean {
    const found = this.question(id)
    return found !== undefined && (found.allowed !== undefined || found.question.scoreWhenSkipped !== undefined)
  }

  number(expression: NumberExpression): Range {
    if (typeof expression === 'number') return exact(expression)
    if ('answer' in expression) return this.answerRange(expression.answer)
    if ('value' in expression) return this.value(expression.value)
    if ('sum' in expression) return this.sumOf(expression.sum.items.map((id) => this.answerRange(id)))
    if ('mean' in expression) return this.mean(expression.mean.items)
    if ('count' in expression) return this.count(expression.count.items, expression.count.scoreAtLeast)
    if ('add' in expression) return this.sumOf(expression.add.map((part) => this.number(part)))
    if ('sub' in expression) return combine(this.number(expression.sub[0]), this.number(expression.sub[1]), -1)
    if ('mul' in expression) return expression.mul.map((part) => this.number(part)).reduce(multiply)
    if ('div' in expression) return divide(this.number(expression.div[0]), this.number(expression.div[1]))
    if ('min' in expression) return this.extreme(expression.min, Math.min)
    if ('max' in expression) return this.extreme(expression.max, Math.max)
    if ('round' in expression) {
      const inner = this.number(expression.round.value)
      const decimals = expression.round.decimals
      const factor = 10 ** decimals
      const [lo, hi] = [Math.round(inner.lo * factor) / factor, Math.round(inner.hi * factor) / factor]
      if (inner.whole) return { ...inner, lo, hi }
      return ranged(lo, hi, decimals === 0 ? { base: lo, step: 1 } : undefined)
    }
    const truth = this.condition(expression.if.when)
    const then = this.number(expression.if.then)
    const otherwise = this.number(expression.if.else)
    if (!truth.canBeFalse) return then
    if (!truth.canBeTrue) return otherwise
    return union(then, otherwise)
  }

  private sumOf(ranges: Range[]): Range {
    return ranges.reduce((sum, range) => combine(sum, range, 1), exact(0))
  }

  private mean(items: string[]): Range {
    const asked = items.filter((id) => this.countsIn(id))
    if (asked.length === 0) return exact(0)
    const sum = this.sumOf(asked.map((id) => this.answerRange(id)))
    return asked.length === 1 ? sum : { lo: sum.lo / asked.length, hi: sum.hi / asked.length, whole: false }
  }

  private count(items: string[], threshold: number): Range {
    const ranges = items.filter((id) => this.countsIn(id)).map((id) => this.answerRange(id))
    return {
      lo: ranges.filter((range) => range.lo >= threshold).length,
      hi: ranges.filter((range) => range.hi >= threshold).length,
      whole: true,
      step: 1,
    }
  }

  private extreme(parts: NumberExpression[], pick: (...values: number[]) => number): Range {
    const ranges = parts.map((part) => this.number(part))
    // The smallest (or largest) is one of the parts, so it lies on a lattice holding them all.
    return ranged(pick(...ranges.map((range) => range.lo)), pick(...ranges.map((range) => range.hi)), joinLattices(ranges))
  }

  value(name: string): Range {
    const cached = this.valueCache.get(name)
    if (cached) return cached
    const expression = this.definition.scoring.values?.[name]
    // A value that depends on itself is reported by the expression checks; stop the recursion here.
    this.valueCache.set(name, { lo: -Infinity, hi: Infinity, whole: false })
    const range = expression === undefined ? exact(0) : this.number(expression)
    this.valueCache.set(name, range)
    return range
  }

  condition(condition: Condition): Truth {
    const both = { canBeTrue: true, canBeFalse: true }
    if ('eq' in condition || 'ne' in condition) {
      const [a, b] = ('eq' in condition ? condition.eq : condition.ne).map((part) => this.number(part)) as [Range, Range]
      const overlap = a.lo <= b.hi && b.lo <= a.hi
      const single = sameNumber(a.lo, a.hi) && sameNumber(b.lo, b.hi) && sameNumber(a.lo, b.lo)
      const equal = { canBeTrue: overlap, canBeFalse: !single }
      return 'eq' in condition ? equal : negate(equal)
    }
    if ('gt' in condition) return greater(this.number(condition.gt[0]), this.number(condition.gt[1]), false)
    if ('gte' in condition) return greater(this.number(condition.gte[0]), this.number(condition.gte[1]), true)
    if ('lt' in condition) return greater(this.number(condition.lt[1]), this.number(condition.lt[0]), false)
    if ('lte' in condition) return greater(this.number(condition.lte[1]), this.number(condition.lte[0]), true)
    if ('all' in condition) {
      const parts = condition.all.map((part) => this.condition(part))
      return { canBeTrue: parts.every((part) => part.canBeTrue), canBeFalse: parts.some((part) => part.canBeFalse) }
    }
    if ('any' in condition) {
      const parts = condition.any.map((part) => this.condition(part))
      return { canBeTrue: parts.some((part) => part.canBeTrue), canBeFalse: parts.every((part) => part.canBeFalse) }
    }
    if ('not' in condition) return negate(this.condition(condition.not))
    if ('chosen' in condition) {
      const found = this.question(condition.chosen.question)
      if (!found || found.allowed === undefined) return { canBeTrue: false, canBeFalse: true }
      // Only options that jump split a path, so a restricted set is one question's single choice.
      if (found.allowed === 'any') return both
      const allowed = found.allowed
      return {
        canBeTrue: allowed.has(condition.chosen.option),
        canBeFalse: [...allowed].some((option) => option !== condition.chosen.option),
      }
    }
    const asked = this.question(condition.answered)?.allowed !== undefined
    return { canBeTrue: asked, canBeFalse: !asked }
  }
}

function negate(truth: Truth): Truth {
  return { canBeTrue: truth.canBeFalse, canBeFalse: truth.canBeTrue }
}

/** Whether a > b (or a >= b) can be true and can be false. */
function greater(a: Range, b: Range, orEqual: boolean): Truth {
  return orEqual
    ? { canBeTrue: a.hi >= b.lo, canBeFalse: a.lo < b.hi }
    : { canBeTrue: a.hi > b.lo, canBeFalse: a.lo <= b.hi }
}

function multiply(a: Range, b: Range): Range {
  const corners = [a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi]
  const [la, lb] = [latticeOf(a), latticeOf(b)]
  // (p + i·s)(q + j·t) = pq + i·s·q + j·t·p + i·j·s·t
  const lattice = la && lb ? { base: la.base * lb.base, step: gcd(la.step * lb.base, lb.step * la.base, la.step * lb.step) } : undefined
  return ranged(Math.min(...corners), Math.max(...corners), lattice)
}

/** Division as the engine does it: dividing by 0 gives 0. */
function divide(a: Range, b: Range): Range {
  if (b.lo === 0 && b.hi === 0) return exact(0)
  const touchesZero = b.lo <= 0 && b.hi >= 0
  if (touchesZero && !b.whole) return { lo: -Infinity, hi: Infinity, whole: false }
  // A whole divisor that can be 0 is otherwise at least 1 away from it.
  const divisors = touchesZero ? [b.lo, b.hi, ...(b.lo <= -1 ? [-1] : []), ...(b.hi >= 1 ? [1] : [])].filter((d) => d !== 0) : [b.lo, b.hi]
  const quotients = divisors.flatMap((divisor) => [a.lo / divisor, a.hi / divisor]).concat(touchesZero ? [0] : [])
  return { lo: Math.min(...quotients), hi: Math.max(...quotients), whole: false }
}

/** The range of an expression over every path of the test. */
export function reachableRange(
  definition: TestDefinition,
  paths: PathShape[],
  expression: NumberExpression,
): Range | undefined {
  return unionAll(paths.map((shape) => new RangeEvaluator(definition, shape).number(expression)))
}
