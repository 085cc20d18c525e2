/** The public face of engine/: everything web/, server/ and stories/ may use. */
export { loadDefinition, checkDefinition, semanticProblems, DefinitionError } from './load-definition.ts'
export type { DefinitionProblem } from './load-definition.ts'
export { formatProblem } from './checks/problem.ts'
export { interpret, answersForScoring, InvalidAnswersError } from './interpret.ts'
export type { AnswerProblem } from './interpret.ts'
export { answerScore, answerProblem, parseEntry, chooseOption } from './answers.ts'
export { questionTypes, questionTypeOf } from './question-types/index.ts'
export type { QuestionKind, QuestionOfKind, QuestionType } from './question-types/index.ts'
export { nextQuestionIndex, followPath, answersOnPath, END_OF_TEST } from './paths.ts'
export {
  createTestMachine,
  currentIndex,
  submission,
  upcomingIndex,
  isCurrentAnswered,
  isOnLastQuestion,
  JUMP_DELAY_MS,
} from './test-machine.ts'
export type { TestMachine, TestMachineContext, TestMachineEvent, TestMachineInput, LoadInput, ResumeInput, SubmitInput } from './test-machine.ts'
export { progressFits } from './test-resume.ts'
export type { ResumePoint, TestProgress } from './test-resume.ts'
export { SPEC_GRADE_TONES } from './grade-tones.ts'
export { checkCatalog } from './catalog-checks.ts'
export type { CatalogFile } from './catalog-checks.ts'
export { resumedState } from './test-machine.ts'
export { DEFAULT_TEXT_MAX_LENGTH } from './answers.ts'
export { detectCrisis, crisisMatches, findRisk } from './crisis-detector.ts'
export type { CrisisKind, CrisisLexicon, RuleFinding } from './crisis-detector.ts'
export { assessFreeText, assessRisk } from './crisis-net.ts'
export type { CrisisNets, RiskAssessment, RiskInput, RiskOutcome } from './crisis-net.ts'
export { classifierFeatures, classifierOutcome, encodeWeights, riskScore } from './crisis-classifier.ts'
export type { CrisisClassifier } from './crisis-classifier.ts'
export { compilePhrase, compileRewrites, matchWords, overlaps, phraseSpans, rawWords } from './phrase-matcher.ts'
export type { CompiledPhrase, Span } from './phrase-matcher.ts'
export { repeatedInstruments } from './checks/repeat-checks.ts'
export { catalogItemDirectionWarnings } from './checks/item-direction-checks.ts'
export { checkCatalogSafety } from './checks/safety-flag-checks.ts'
export { checkTestCodes, nextFreeCode } from './checks/test-code-checks.ts'
export type { CodedCategory } from './checks/test-code-checks.ts'
export { bookablePractitioners, checkPractitionerScreenings, screeningsFileName, screeningsSchemaName } from './checks/practitioner-screening-checks.ts'
export * from './bookings/index.ts'
export { traceScoring } from './scoring-trace.ts'
export type { ScoringTrace } from './scoring-trace.ts'
export { caseAnswers, expectationProblems, resultProblems, workedCaseProblems } from './worked-cases.ts'
export type { OtherTest, WorkedCase, WorkedCases } from './worked-cases.ts'
export { invariantProblems } from './worked-invariants.ts'
export { checkWorkedCases, workedCasesFileName } from './checks/worked-case-coverage-checks.ts'
export type { WorkedCasesFile } from './checks/worked-case-coverage-checks.ts'
