/**
 * The engine's test machine with this feature's calls plugged in as its actors: loading the
 * definition, submitting the answers, and finding where to pick the test up again (a result still
 * on screen before a reload, kept-result.ts, or progress saved as it went, test-progress.ts).
 * The definition is asked for in the page's language (a page has one language for its life).
 */
import { fromPromise } from 'xstate'
import { createTestMachine, type LoadInput, type ResumeInput, type ResumePoint, type SubmitInput } from '#engine/flow.ts'
import type { AssessmentResult, TestDefinition } from '#schemas/index.ts'
import { activeLocale } from '../../shared/i18n.ts'
import { fetchDefinition, postAnswers } from './test-api.ts'
import { resumePoint } from './resume-point.ts'

export const testFlowMachine = createTestMachine().provide({
  actors: {
    loadDefinition: fromPromise<TestDefinition, LoadInput>(({ input }) => fetchDefinition(input.routeSlug, activeLocale())),
    submitAnswers: fromPromise<AssessmentResult, SubmitInput>(({ input }) => postAnswers(input.definition, input.answers)),
    findResumePoint: fromPromise<ResumePoint, ResumeInput>(async ({ input }) => resumePoint(input)),
  },
})
