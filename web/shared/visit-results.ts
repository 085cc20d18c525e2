/**
 * The results of the tests completed in this visit, with their answers, so that the booking form
 * can offer to share them with the practitioner (issue 22 part 6; decision 102). Held in this
 * page's memory only: never in browser storage, an address or a log, and gone with a reload or
 * the tab. One per test (the latest); nothing leaves the page unless the visitor ticks a result's
 * box in the booking form.
 *
 * The booking form draws the choice with a component the app provides (`ShareChoicesContext`): the
 * result feature's, with the result page's own preview and consent sentence (features never import
 * each other; web/app/ composes them).
 */
import { createContext, type ComponentType } from 'react'
import type { Answer, AssessmentResult, TestDefinition } from '#schemas/index.ts'
import type { Locale } from '#schemas/locales.ts'

export type VisitResult = { definition: TestDefinition; answers: readonly Answer[]; result: AssessmentResult; language: Locale }

const results = new Map<string, VisitResult>()

/** Remembers a result shown in this visit (a later one of the same test replaces it). */
export function rememberVisitResult(visit: VisitResult): void {
  results.delete(visit.definition.testCode)
  results.set(visit.definition.testCode, visit)
}

/** The results of this visit, in the order they were shown. */
export function visitResults(): VisitResult[] {
  return [...results.values()]
}

/** Forgets every result of this visit (tests; nothing else needs it: a reload forgets them). */
export function forgetVisitResults(): void {
  results.clear()
}

/**
 * The choice of results to share in a booking form: each result's preview above its own unticked
 * box. `id`: the first box's id (the error summary links to it); `problem`: the form's problem
 * with the choice, shown on it.
 */
export type ShareChoicesProps = {
  results: readonly VisitResult[]
  chosen: readonly string[]
  onToggle(testCode: string, chosen: boolean): void
  id: string
  problem: string | undefined
}

/** The component that draws the choice, provided by web/app/; without one the form offers no sharing. */
export const ShareChoicesContext = createContext<ComponentType<ShareChoicesProps> | undefined>(undefined)
