/**
 * Picking a test up again (after the offline page's reload, or a reload on a kept result): what
 * the app found in its storage, checked here against the definition before the machine resumes
 * from it. Progress fits when it is for the same test, holds one valid answer per question, and its
 * path is the one those answers lead along (each question on it answered, each step where Next
 * would go). Anything else is ignored, and the test starts at its intro.
 */
import type { Answer, AssessmentResult, TestDefinition } from '#schemas/index.ts'
import { answerProblem } from './answers.ts'
import { answersOnPath, nextQuestionIndex } from './paths.ts'

export type TestProgress = { testCode: string; answers: Answer[]; path: number[] }

/** What the app's storage holds for a test: a result still on screen, progress, or nothing. */
export type ResumePoint = { result: AssessmentResult; testCode: string } | { progress: TestProgress } | null

const isAnswer = (value: unknown): value is Answer =>
  value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) || (Array.isArray(value) && value.every((item) => Number.isInteger(item)))

/** True when the stored progress can be resumed on this definition. */
export function progressFits(definition: TestDefinition, stored: unknown): stored is TestProgress {
  if (typeof stored !== 'object' || stored === null) return false
  const { testCode, answers, path } = stored as Partial<TestProgress>
  if (testCode !== definition.testCode || !Array.isArray(answers) || !Array.isArray(path)) return false
  if (answers.length !== definition.questions.length || !answers.every(isAnswer)) return false
  if (path.length === 0 || path[0] !== 0 || !path.every((index) => Number.isInteger(index) && index >= 0 && index < answers.length)) return false
  for (let step = 0; step < path.length - 1; step++) {
    const index = path[step]!
    if (answerProblem(definition.questions[index]!, answers[index] ?? null) !== null) return false
    if (nextQuestionIndex(definition, index, answersOnPath(answers, path.slice(0, step + 1), answers.length)) !== path[step + 1]) return false
  }
  return true
}
