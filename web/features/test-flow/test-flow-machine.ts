/** The engine's test machine with this feature's calls plugged in as its actors. */
import { fromPromise } from 'xstate'
import { createTestMachine, type LoadInput, type SubmitInput } from '#engine/flow.ts'
import type { AssessmentResult, TestDefinition } from '#schemas/index.ts'
import { fetchDefinition, postAnswers } from './test-api.ts'

export const testFlowMachine = createTestMachine().provide({
  actors: {
    loadDefinition: fromPromise<TestDefinition, LoadInput>(({ input }) => fetchDefinition(input.routeSlug)),
    submitAnswers: fromPromise<AssessmentResult, SubmitInput>(({ input }) => postAnswers(input.definition, input.answers)),
  },
})
