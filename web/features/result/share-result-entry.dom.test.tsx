// @vitest-environment jsdom
/**
 * A result shown with its answers is kept for the visit in the page's memory only (decision 102),
 * so the booking form can offer to share it: the latest of each test, nothing in browser storage.
 */
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { interpret } from '#engine/index.ts'
import type { TestDefinition } from '#schemas/index.ts'
import depression from '../../../tests-catalog/tests/depression.json'
import { forgetVisitResults, visitResults } from '../../shared/visit-results.ts'
import { ShareResultEntry } from './share-result-entry.tsx'

const definition = depression as unknown as TestDefinition

afterEach(() => {
  cleanup()
  forgetVisitResults()
})

describe('a result of this visit', () => {
  it('is kept in memory for the booking form, the latest of each test, never in browser storage', () => {
    const first = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    const second = [2, 2, 2, 1, 1, 1, 1, 0, 0, 1]
    const { rerender } = render(<ShareResultEntry definition={definition} answers={first} result={interpret(definition, first)} language="en" />)
    expect(screen.getByRole('button', { name: 'Share this result with my practitioner' })).toBeTruthy()
    rerender(<ShareResultEntry definition={definition} answers={second} result={interpret(definition, second)} language="en" />)
    expect(visitResults().map((visit) => [visit.definition.testCode, visit.answers, visit.result.totalScore])).toEqual([['MH-001', second, 10]])
    expect(localStorage.length + sessionStorage.length).toBe(0)
  })
})
