/**
 * The test flow page's machine for stories: the engine's test machine with its two I/O actors
 * replaced by fixtures (STYLE.md point 2), so every catalogue test runs offline, with no server:
 * `loadDefinition` answers with the catalogue JSON itself, `submitAnswers` with the engine's own
 * `interpret`, exactly what the server would send. It stands in for
 * web/features/test-flow/test-flow-machine.ts (same export), swapped in by .storybook/main.ts in
 * Storybook and by vi.mock in stories/stories.dom.test.tsx; see docs/decisions/011.
 *
 * A story can hold either call pending or make it fail with `setFixtureCalls` (in its
 * beforeEach), to show the loading text, "Analyzing your responses..." or a submit failure.
 */
import { fromPromise } from 'xstate'
import { createTestMachine, type LoadInput, type SubmitInput } from '#engine/flow.ts'
import { interpret } from '#engine/index.ts'
import type { AssessmentResult, TestDefinition } from '#schemas/index.ts'
import { invalidTestType } from '../../web/features/test-flow/test-api.ts'
import { catalogue } from './catalogue.ts'

/** How a fixture call behaves: answer at once, never answer, or fail. */
export type FixtureCall = 'answer' | 'pending' | 'fail'

type FixtureCalls = { load: FixtureCall; submit: FixtureCall }

const answering: FixtureCalls = { load: 'answer', submit: 'answer' }
let calls: FixtureCalls = answering

/** Sets how the calls behave until the returned cleanup runs (a story's beforeEach returns it). */
export function setFixtureCalls(behaviour: Partial<FixtureCalls>): () => void {
  calls = { ...answering, ...behaviour }
  return () => {
    calls = answering
  }
}

function settle<T>(call: FixtureCall, answer: () => T, failure: string): Promise<T> {
  if (call === 'pending') return new Promise<T>(() => {})
  if (call === 'fail') return Promise.reject(new Error(failure))
  return Promise.resolve().then(answer)
}

export const testFlowMachine = createTestMachine().provide({
  actors: {
    loadDefinition: fromPromise<TestDefinition, LoadInput>(({ input }) =>
      settle(
        calls.load,
        () => {
          const definition = catalogue.find(input.routeSlug)
          // What the real call does for a slug with no test code (SPEC.md section 5).
          if (!definition) throw new Error(invalidTestType)
          return definition
        },
        'The test could not be loaded (status 503)',
      ),
    ),
    submitAnswers: fromPromise<AssessmentResult, SubmitInput>(({ input }) =>
      settle(calls.submit, () => interpret(input.definition, input.answers), 'The answers could not be interpreted (status 503)'),
    ),
  },
})
