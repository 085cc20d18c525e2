/**
 * The answers so far, carried from one no-script test page to the next in a hidden form field
 * (decision 092): never in the address, never stored, never logged. The server writes it; what
 * comes back is used only when the engine's resume check says it fits the test (the same check as
 * for progress a browser saved: engine/test-resume.ts), so changed answers are refused, not scored.
 */
import { progressFits, type TestProgress } from '#engine/index.ts'
import type { Answer, TestDefinition } from '#schemas/index.ts'

export type Progress = { answers: Answer[]; path: number[] }

export function progressField({ answers, path }: Progress): string {
  return JSON.stringify({ answers, path })
}

/** The progress the field holds, or undefined when it is not JSON or does not fit the test. */
export function readProgressField(definition: TestDefinition, field: string | undefined): Progress | undefined {
  if (field === undefined) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(field)
  } catch {
    return undefined
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined
  const candidate: unknown = { ...parsed, testCode: definition.testCode }
  if (!progressFits(definition, candidate)) return undefined
  const { answers, path } = candidate as TestProgress
  return { answers, path }
}
