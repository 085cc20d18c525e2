/**
 * A test in progress (its answers and the questions asked, keyed by the test's slug) kept in
 * memory and in this tab's sessionStorage, so going offline (the offline page replaces the test,
 * then the page reloads) or a reload resumes at the same question. Nothing else is kept: no name,
 * no result, no score. Cleared when the result shows or the test is restarted; sessionStorage
 * ends with the tab. Saved progress is used only when it still fits the test's definition.
 */
import { isCurrentAnswered, upcomingIndex, type TestMachineContext } from '#engine/flow.ts'
import type { Answer, TestDefinition } from '#schemas/index.ts'
import { tabStorage as storage } from './tab-storage.ts'

export type TestProgress = { answers: Answer[]; path: number[] }

type Stored = TestProgress & { testCode: string }

const memory = new Map<string, Stored>()

export const progressStorageKey = (routeSlug: string) => `test-progress:${routeSlug}`

export function saveProgress(routeSlug: string, definition: TestDefinition, progress: TestProgress): void {
  const stored: Stored = { testCode: definition.testCode, answers: progress.answers, path: progress.path }
  memory.set(routeSlug, stored)
  try {
    storage()?.setItem(progressStorageKey(routeSlug), JSON.stringify(stored))
  } catch {
    // Kept in memory only.
  }
}

export function clearProgress(routeSlug: string): void {
  memory.delete(routeSlug)
  try {
    storage()?.removeItem(progressStorageKey(routeSlug))
  } catch {
    // Nothing stored.
  }
}

function readStored(routeSlug: string): unknown {
  const remembered = memory.get(routeSlug)
  if (remembered) return remembered
  try {
    const text = storage()?.getItem(progressStorageKey(routeSlug))
    return text ? (JSON.parse(text) as unknown) : undefined
  } catch {
    return 'unreadable' // fits nothing, so it is removed
  }
}

const isAnswer = (value: unknown): value is Answer =>
  value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) || (Array.isArray(value) && value.every((item) => Number.isInteger(item)))

/**
 * The saved progress of this test, when it fits the definition: the same test, one answer per
 * question, and a path the answers lead along (each question on it answered, each step where Next
 * would go). Progress that does not fit is removed.
 */
export function savedProgress(routeSlug: string, definition: TestDefinition): TestProgress | undefined {
  const stored = readStored(routeSlug)
  if (stored === undefined) return undefined
  if (fits(stored, definition)) return { answers: stored.answers, path: stored.path }
  clearProgress(routeSlug)
  return undefined
}

function fits(stored: unknown, definition: TestDefinition): stored is Stored {
  if (typeof stored !== 'object' || stored === null) return false
  const { testCode, answers, path } = stored as Partial<Stored>
  if (testCode !== definition.testCode || !Array.isArray(answers) || !Array.isArray(path)) return false
  if (answers.length !== definition.questions.length || !answers.every(isAnswer)) return false
  if (path.length === 0 || path[0] !== 0 || !path.every((index) => Number.isInteger(index) && index >= 0 && index < answers.length)) return false
  for (let step = 0; step < path.length - 1; step++) {
    const context = contextAt(definition, answers, path.slice(0, step + 1))
    if (!isCurrentAnswered(context) || upcomingIndex(context) !== path[step + 1]) return false
  }
  return true
}

function contextAt(definition: TestDefinition, answers: Answer[], path: number[]): TestMachineContext {
  return { routeSlug: definition.routeSlug, definition, answers, path, inputError: null, result: null, submitFailed: false, loadError: null }
}
