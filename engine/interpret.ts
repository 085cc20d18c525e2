/**
 * Scores a set of answers: pure and deterministic. The path is followed from the first question,
 * answers off it are ignored, and an answer that does not fit its question is refused.
 */
import type { Answer, AssessmentResult, GradeBand, GradeRule, TestDefinition } from '#schemas/index.ts'
import { createScoringContext, evaluateCondition, evaluateNumber, roundTo, type ScoringContext } from './expressions.ts'
import { answersOnPath, followPath } from './paths.ts'
import { findBand } from './bands.ts'
import { fillSections } from './result-sections.ts'
import { gradeSubscales } from './subscales.ts'
import { questionLabel } from './checks/problem.ts'

export type AnswerProblem = { pointer: string; message: string }

export class InvalidAnswersError extends Error {
  readonly problems: AnswerProblem[]

  constructor(problems: AnswerProblem[]) {
    super(problems.map((problem) => `${problem.pointer}: ${problem.message}`).join('\n'))
    this.name = 'InvalidAnswersError'
    this.problems = problems
  }
}

/** The answers as scoring sees them, or the problems that stop them being scored. */
export function answersForScoring(definition: TestDefinition, answers: readonly Answer[]): Answer[] {
  const count = definition.questions.length
  if (!Array.isArray(answers) || answers.length !== count) {
    throw new InvalidAnswersError([{ pointer: '/answers', message: `must hold ${count} answers, one per question, but holds ${Array.isArray(answers) ? answers.length : 'none'}` }])
  }
  const { path, problems } = followPath(definition, answers)
  if (problems.length > 0) {
    throw new InvalidAnswersError(problems.map(({ index, message }) => ({
      pointer: `/answers/${index}`,
      message: `the answer to ${questionLabel(index, definition.questions[index]!.id)} ${message}`,
    })))
  }
  return answersOnPath(answers, path, count)
}

type Graded = Pick<GradeBand, 'grade' | 'tone' | 'description' | 'nextSteps' | 'services'>

function grade(definition: TestDefinition, total: number, context: ScoringContext): Graded {
  const rule: GradeRule | undefined = definition.scoring.gradeRules?.find((candidate) => evaluateCondition(candidate.when, context))
  const chosen = rule ?? findBand(definition.scoring.bands, total)
  if (!chosen) throw new Error(`${definition.routeSlug}: no band for a total of ${total}; the definition was not checked`)
  return chosen
}

export function interpret(definition: TestDefinition, answers: readonly Answer[]): AssessmentResult {
  const scored = answersForScoring(definition, answers)
  const context = createScoringContext(definition, scored)
  const total = roundTo(evaluateNumber(definition.scoring.total, context), 2)
  const graded = grade(definition, total, context)
  const flags = (definition.scoring.flags ?? []).filter((flag) => evaluateCondition(flag.when, context))
  const textsFor = (section: string): string[] => flags.filter((flag) => flag.section === section).map((flag) => flag.text)

  const result: AssessmentResult = {
    testCode: definition.testCode,
    grade: graded.grade,
    tone: graded.tone,
    totalScore: total,
    expectedTotalScore: definition.expectedTotalScore,
    ...(definition.scoring.openEnded ? { openEnded: true } : {}),
    description: graded.description,
    ...(definition.scoring.subscales ? { subscales: gradeSubscales(definition.scoring.subscales, context) } : {}),
    ...fillSections(definition.scoring.sections ?? {}, context),
    nextSteps: [...textsFor('nextSteps'), ...graded.nextSteps],
  }
  const suicideRisk = textsFor('suicideRisk')
  if (suicideRisk.length > 0) result.suicideRisk = suicideRisk.join(' ')
  const dangerSigns = textsFor('dangerSigns')
  if (dangerSigns.length > 0) result.dangerSigns = dangerSigns
  if (graded.services && graded.services.length > 0) result.services = [...graded.services]
  return result
}
