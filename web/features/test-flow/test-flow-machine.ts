/** The engine's test machine with this feature's calls plugged in as its actors. */
import { fromPromise } from 'xstate'
import { createTestMachine, resumedState, type LoadInput, type SubmitInput, type TestMachineContext } from '#engine/flow.ts'
import type { AssessmentResult, TestDefinition } from '#schemas/index.ts'
import { fetchDefinition, postAnswers } from './test-api.ts'

export const testFlowMachine = createTestMachine().provide({
  actors: {
    loadDefinition: fromPromise<TestDefinition, LoadInput>(({ input }) => fetchDefinition(input.routeSlug)),
    submitAnswers: fromPromise<AssessmentResult, SubmitInput>(({ input }) => postAnswers(input.definition, input.answers)),
  },
})

/** The machine's state for a test resumed from saved progress: on the question the person was on, with every answer kept. */
export function resumedSnapshot(definition: TestDefinition, progress: { answers: TestMachineContext['answers']; path: number[] }) {
  return resumedState(testFlowMachine, definition, progress)
}

/** The machine's state for a kept result shown again after a reload: the result screen, with Retake working as usual. */
export function resultSnapshot(definition: TestDefinition, result: AssessmentResult) {
  return testFlowMachine.resolveState({
    value: 'result',
    context: { routeSlug: definition.routeSlug, definition, answers: [], path: [0], inputError: null, result, submitFailed: false, loadError: null },
  })
}
