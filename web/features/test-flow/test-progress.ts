/**
 * A test in progress (its answers and the questions asked, keyed by the test's slug) kept in
 * memory and in this tab's sessionStorage, so going offline (the offline page replaces the test,
 * then the page reloads) or a reload resumes at the same question. Nothing else is kept: no name,
 * no result, no score. Cleared when the result shows or the test is restarted; sessionStorage
 * ends with the tab. Saved progress is used only when it still fits the test's definition.
 */
import { progressFits, type TestProgress as Stored } from '#engine/flow.ts'
import type { Answer, TestDefinition } from '#schemas/index.ts'
import { tabStorage as storage } from './tab-storage.ts'

export type TestProgress = { answers: Answer[]; path: number[] }

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

/**
 * The saved progress of this test, when it fits the definition (the engine's `progressFits`: the
 * same test, one answer per question, a path the answers lead along). Progress that does not fit
 * is removed.
 */
export function savedProgress(routeSlug: string, definition: TestDefinition): TestProgress | undefined {
  const stored = readStored(routeSlug)
  if (stored === undefined) return undefined
  if (progressFits(definition, stored)) return { answers: stored.answers, path: stored.path }
  clearProgress(routeSlug)
  return undefined
}
