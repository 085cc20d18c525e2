/**
 * A test in progress (its answers and the questions asked, keyed by the test's slug) kept in
 * memory and in this tab's sessionStorage, so going offline (the offline page replaces the test,
 * then the page reloads) or a reload resumes at the same question. Nothing else is kept: no name,
 * no result, no score. Cleared when the result shows or the test is restarted; sessionStorage
 * ends with the tab. Saved progress is used only when it still fits the test's definition.
 *
 * A step saves to memory at once and to sessionStorage after the next question has painted (a
 * task queued from the next frame), or as the page goes away (`pagehide`, which a reload fires),
 * whichever comes first: the storage write is not on the path from an answer to the next question
 * (issue 21, item 3). Several steps before a write make one write.
 */
import { progressFits, type TestProgress as Stored } from '#engine/flow.ts'
import type { Answer, TestDefinition } from '#schemas/index.ts'
import { tabStorage as storage } from './tab-storage.ts'
import { progressStorageKey } from './tab-keys.ts'

export type TestProgress = { answers: Answer[]; path: number[] }

const memory = new Map<string, Stored>()
/** Tests whose progress in memory is newer than in storage. */
const unwritten = new Set<string>()
let writeQueued = false

/** Writes to storage the progress of every test saved in memory since the last write. */
export function writeSavedProgress(): void {
  writeQueued = false
  for (const routeSlug of unwritten) {
    const stored = memory.get(routeSlug)
    try {
      if (stored) storage()?.setItem(progressStorageKey(routeSlug), JSON.stringify(stored))
    } catch {
      // Kept in memory only.
    }
  }
  unwritten.clear()
}

function queueWrite(routeSlug: string): void {
  unwritten.add(routeSlug)
  if (writeQueued) return
  writeQueued = true
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(writeSavedProgress, 0))
  else setTimeout(writeSavedProgress, 0)
}

if (typeof addEventListener === 'function') addEventListener('pagehide', writeSavedProgress)

export { progressStorageKey }

export function saveProgress(routeSlug: string, definition: TestDefinition, progress: TestProgress): void {
  const stored: Stored = { testCode: definition.testCode, answers: progress.answers, path: progress.path }
  memory.set(routeSlug, stored)
  queueWrite(routeSlug)
}

export function clearProgress(routeSlug: string): void {
  memory.delete(routeSlug)
  unwritten.delete(routeSlug)
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
