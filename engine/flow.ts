/**
 * The renderer's entry to the engine: the test machine and what a question screen needs, without
 * the definition checks (which bring Ajv, about 50 kB gzipped, to a phone that never needs them:
 * the server checks every definition at boot). See docs/decisions/008-engine-entries.md.
 */
export { DEFAULT_TEXT_MAX_LENGTH } from './answers.ts'
export type { QuestionKind, QuestionOfKind } from './question-types/index.ts'
export {
  createTestMachine,
  currentIndex,
  isCurrentAnswered,
  isOnLastQuestion,
  JUMP_DELAY_MS,
  resumedState,
  submission,
  upcomingIndex,
} from './test-machine.ts'
export type { LoadInput, ResumeInput, SubmitInput, TestMachine, TestMachineContext, TestMachineEvent, TestMachineInput } from './test-machine.ts'
export { progressFits } from './test-resume.ts'
export type { ResumePoint, TestProgress } from './test-resume.ts'
export { availableLocales, localiseDefinition } from './localise.ts'
export type { LocalisedDefinition } from './localise.ts'
// The full report (web/features/full-report) lists each answer on the path with its points.
export { answerScore } from './answers.ts'
export { answersOnPath, followPath } from './paths.ts'
export { answerText } from './answer-text.ts'
