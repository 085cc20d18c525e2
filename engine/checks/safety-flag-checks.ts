/**
 * The catalogue check enforces safety (issue 17 item 9, decision 044):
 * - a question whose wording matches the crisis lexicon (thoughts of death or self-harm, or a
 *   medical emergency) has a risk flag that looks at its answer, unless it is marked
 *   `notRiskItem` with a reason;
 * - a risk flag (suicideRisk, dangerSigns) can fire, does not fire for everyone, and does not
 *   fire on the lowest answer of a scale ("Not at all").
 * Both use the range analysis of score-range.ts (decision 002): a flag is refused only when no
 * path through the test can make it behave otherwise, so a sound flag is never refused.
 */
import type { Condition, Flag, Question, TestDefinition } from '#schemas/index.ts'
import { crisisMatches, type CrisisKind, type CrisisLexicon } from '../crisis-detector.ts'
import { enumeratePaths, RangeEvaluator, reachableRange, type PathShape } from '../score-range.ts'
import { questionsBehindValue } from './expression-checks.ts'
import type { CatalogFile } from '../catalog-checks.ts'
import { questionLabel, type DefinitionProblem, type Problem } from './problem.ts'
import { questionsNamed, walkExpression } from './walk-expressions.ts'

type RiskSection = Extract<Flag['section'], 'suicideRisk' | 'dangerSigns'>
const riskSections: readonly RiskSection[] = ['suicideRisk', 'dangerSigns']

/** What a crisis phrase in a question's wording asks for, by the lexicon's kind. */
const neededFlag: Record<CrisisKind, { sections: readonly RiskSection[]; about: string }> = {
  'suicide-self-harm': { sections: ['suicideRisk'], about: 'thoughts of death or self-harm' },
  violence: { sections: ['suicideRisk', 'dangerSigns'], about: 'violence' },
  'medical-emergency': { sections: ['dangerSigns', 'suicideRisk'], about: 'a medical emergency' },
}
const kindOrder: readonly CrisisKind[] = ['suicide-self-harm', 'violence', 'medical-emergency']

/** The question's own words: the question, its heading and hint, and its options. */
function wordingOf(question: Question): string[] {
  const options = 'options' in question && question.options ? question.options.map((option) => option.text) : []
  return [question.question, question.questionHeading, question.hint, ...options].filter((text): text is string => typeof text === 'string')
}

/** The ids of the questions a condition looks at, directly or through values. */
export function questionsBehindCondition(definition: TestDefinition, condition: Condition): Set<string> {
  const values = definition.scoring.values ?? {}
  const found = new Set<string>()
  walkExpression(condition, '', { pointer: '' }, (node) => {
    for (const named of questionsNamed(node)) found.add(named.id)
    if (typeof node === 'object' && node !== null && 'value' in node) for (const id of questionsBehindValue(node.value, values)) found.add(id)
  })
  return found
}

function checkRiskItems(definition: TestDefinition, lexicon: CrisisLexicon): Problem[] {
  const flags = definition.scoring.flags ?? []
  const problems: Problem[] = []
  definition.questions.forEach((question, index) => {
    if (question.notRiskItem) return
    const matched = wordingOf(question).map((text) => ({ text, kinds: new Set(crisisMatches(text, lexicon).map((match) => match.kind)) }))
    const kind = kindOrder.find((candidate) => matched.some(({ kinds }) => kinds.has(candidate)))
    if (!kind) return
    const { sections, about } = neededFlag[kind]
    const flagged = flags.some((flag) => sections.includes(flag.section as RiskSection) && questionsBehindCondition(definition, flag.when).has(question.id))
    if (flagged) return
    const words = matched.filter(({ kinds }) => kinds.has(kind)).map(({ text }) => `"${text}"`).join(', ')
    problems.push({
      pointer: `/questions/${index}`,
      message:
        `${questionLabel(index, question.id)} asks about ${about} (${words}), but no ${sections[0]} flag looks at its answer; ` +
        `add one to scoring.flags (PHQ-9 item 9: { "when": { "gt": [{ "answer": "phq-9" }, 0] }, "section": "${sections[0]}", "text": "..." }), ` +
        `or, if the question does not ask about the person's own risk, mark it "notRiskItem": { "reason": "..." }`,
    })
  })
  return problems
}

/** Whether a condition can hold and can fail, over the paths given. */
function truthOver(definition: TestDefinition, paths: PathShape[], condition: Condition): { canFire: boolean; canStayQuiet: boolean } {
  const truths = paths.map((shape) => new RangeEvaluator(definition, shape).condition(condition))
  return { canFire: truths.some((truth) => truth.canBeTrue), canStayQuiet: truths.some((truth) => truth.canBeFalse) }
}

/** The options of a single-select question with its lowest score ("Not at all"), when it has higher ones. */
function lowestOptions(question: Question): number[] {
  if (question.type !== 'single-select') return []
  const scores = question.options.map((option) => option.score)
  const lowest = Math.min(...scores)
  if (scores.every((score) => score === lowest)) return []
  return scores.flatMap((score, position) => (score === lowest ? [position] : []))
}

/** The paths through `index` with its answer held to `options` (none when no path allows them). */
function pathsWithAnswer(paths: PathShape[], index: number, options: number[]): PathShape[] {
  return paths.flatMap((shape) => {
    const allowed = shape.get(index)
    if (allowed === undefined) return []
    const kept = options.filter((option) => allowed === 'any' || allowed.has(option))
    return kept.length === 0 ? [] : [new Map(shape).set(index, new Set(kept))]
  })
}

/** The questions a flag looks at, with the scores each can have: "question 9 ("phq-9") scores 0 to 3". */
function describeAnswers(definition: TestDefinition, paths: PathShape[], ids: Set<string>): string {
  const named = definition.questions.flatMap((question, index) => {
    if (!ids.has(question.id)) return []
    const range = reachableRange(definition, paths, { answer: question.id })
    const scores = range && question.type !== 'user-input-text' ? `, which scores ${range.lo} to ${range.hi}` : ''
    return [`${questionLabel(index, question.id)}${scores}`]
  })
  return named.length > 0 ? ` (it looks at ${named.join(', ')})` : ''
}

function checkRiskFlag(definition: TestDefinition, paths: PathShape[], flag: Flag, pointer: string): Problem[] {
  const ids = questionsBehindCondition(definition, flag.when)
  const { canFire, canStayQuiet } = truthOver(definition, paths, flag.when)
  if (!canFire) {
    return [{ pointer: `${pointer}/when`, message: `this ${flag.section} flag can never fire: no answers make its condition hold${describeAnswers(definition, paths, ids)}; compare with scores the answers can have (PHQ-9 item 9 scores 0 to 3: { "gt": [{ "answer": "phq-9" }, 0] })` }]
  }
  if (!canStayQuiet) {
    return [{ pointer: `${pointer}/when`, message: `this ${flag.section} flag fires for everyone, whatever the answers${describeAnswers(definition, paths, ids)}; make it fire only on the answers that show risk` }]
  }
  const problems: Problem[] = []
  definition.questions.forEach((question, index) => {
    if (!ids.has(question.id)) return
    const lowest = lowestOptions(question)
    const held = lowest.length > 0 ? pathsWithAnswer(paths, index, lowest) : []
    if (held.length === 0 || truthOver(definition, held, flag.when).canStayQuiet) return
    const text = question.type === 'single-select' ? question.options[lowest[0]!]!.text : ''
    problems.push({
      pointer: `${pointer}/when`,
      message: `this ${flag.section} flag fires when ${questionLabel(index, question.id)} is answered "${text}", its lowest answer, so a person who reports nothing is told they are at risk; make it fire only above that answer (e.g. { "gt": [{ "answer": "${question.id}" }, ${question.type === 'single-select' ? question.options[lowest[0]!]!.score : 0}] })`,
    })
  })
  return problems
}

function checkRiskFlags(definition: TestDefinition): Problem[] {
  const flags = definition.scoring.flags ?? []
  if (!flags.some((flag) => riskSections.includes(flag.section as RiskSection))) return []
  // Too many paths is reported by the band checks; nothing more can be said here.
  const paths = enumeratePaths(definition)
  if (!paths) return []
  return flags.flatMap((flag, index) =>
    riskSections.includes(flag.section as RiskSection) ? checkRiskFlag(definition, paths, flag, `/scoring/flags/${index}`) : [],
  )
}

/** Every safety problem of a definition whose structure and meaning are already sound. */
export function checkSafetyFlags(definition: TestDefinition, lexicon: CrisisLexicon): Problem[] {
  return [...checkRiskItems(definition, lexicon), ...checkRiskFlags(definition)]
}

/**
 * The safety checks over catalogue files, for the files with no other problem (a broken file's
 * flags cannot be analysed). Without a lexicon (its file is broken, and reported as such), only
 * the flags are checked.
 */
export function checkCatalogSafety(tests: CatalogFile[], lexicon: CrisisLexicon | undefined, broken: ReadonlySet<string>): DefinitionProblem[] {
  return tests.flatMap(({ fileName, json }) => {
    const file = fileName.split(/[\\/]/).pop() ?? fileName
    if (broken.has(file)) return []
    const definition = json as TestDefinition
    const problems = lexicon ? checkSafetyFlags(definition, lexicon) : checkRiskFlags(definition)
    return problems.map((problem) => ({ file, ...problem }))
  })
}
