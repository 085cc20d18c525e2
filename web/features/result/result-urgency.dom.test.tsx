// @vitest-environment jsdom
/**
 * What the result page says beside the score (decision 022): an urgent result shows the urgency,
 * not a low-looking fraction, in the score ring; the crisis numbers a danger sign names are one-tap
 * links; a guideline checklist says under its grade that it is not a validated scale. The results
 * come from the engine's interpret over the real catalogue tests.
 */
import { cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { interpret, loadDefinition } from '#engine/index.ts'
import type { Answer, AssessmentResult, TestDefinition } from '#schemas/index.ts'
import { i18n } from '@lingui/core'
import { checklistNoticeHeading } from '../../shared/instrument-kind-notice.tsx'
import { ResultView, urgentLabel } from './index.ts'

afterEach(() => cleanup())

// The real definitions, bundled as the browser gets them (node:fs is not for a DOM test).
const files = import.meta.glob<unknown>('../../../tests-catalog/tests/*.json', { eager: true, import: 'default' })

function loadCatalogTest(slug: string): TestDefinition {
  return loadDefinition(files[`../../../tests-catalog/tests/${slug}.json`], `${slug}.json`)
}

function answersById(definition: TestDefinition, byId: Record<string, Answer>): Answer[] {
  return definition.questions.map((question) => byId[question.id] ?? null)
}

function show(result: AssessmentResult, definition?: TestDefinition) {
  return render(
    <MemoryRouter>
      <ResultView result={result} heading="Your Result" instrumentKind={definition?.source.kind} onRetake={() => {}} />
    </MemoryRouter>,
  )
}

const breast = loadCatalogTest('breast-cancer')
const NO = 1
/** 45 years old, FHS-7 items 1-3 "Yes" (3 points), no history, a mammogram 2 or more years ago. */
function breastAnswers(changes: number[]): Answer[] {
  return answersById(breast, {
    'breast-age': 45, 'breast-changes': changes,
    'fhs-1': 0, 'fhs-2': 0, 'fhs-3': 0, 'fhs-4': NO, 'fhs-5': NO, 'fhs-6': NO, 'fhs-7': NO,
    'breast-history': [4], 'breast-mammogram': 2,
  })
}

describe('the score ring of an urgent result', () => {
  it('a breast lump with a total of 3 out of 11 shows "Act now", not 3 / 11, beside "See a doctor promptly"', () => {
    const result = interpret(breast, breastAnswers([0]))
    expect(result).toMatchObject({ totalScore: 3, expectedTotalScore: 11, grade: 'See a doctor promptly' })
    show(result, breast)
    const ring = screen.getByRole('img', { name: i18n._(urgentLabel) })
    expect(ring.textContent).toContain('Act now')
    expect(ring.textContent).not.toMatch(/\d/)
    expect(screen.queryByRole('img', { name: /^Score / })).toBeNull()
    expect(screen.getByText('See a doctor promptly')).toBeTruthy()
  })

  it('the same answers without a breast change show the score as a fraction', () => {
    const result = interpret(breast, breastAnswers([5]))
    expect(result.dangerSigns).toBeUndefined()
    show(result, breast)
    const ring = screen.getByRole('img', { name: `Score ${result.totalScore} out of 11` })
    expect(ring.textContent).toContain('/ 11')
    expect(ring.textContent).not.toContain('Act now')
  })
})

describe('crisis numbers in a danger sign', () => {
  it('forced sex (STI check): 1195 and 116 are one-tap tel: links, and so are 999 and 112', () => {
    const sti = loadCatalogTest('sti-risk')
    const result = interpret(sti, answersById(sti, {
      'st-partners': [4], 'st-behaviour': [6], 'st-forced': 2, 'st-hiv-test': 0, 'st-exposure': 3, 'st-symptoms': [6],
    }))
    show(result, sti)
    const card = screen.getByRole('region', { name: 'Please see a health worker now' })
    const sign = within(card).getByText(/forced you into sex/)
    expect(within(sign).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['1195', 'tel:1195'], ['116', 'tel:116'], ['999', 'tel:999'], ['112', 'tel:112'],
    ])
    expect(sign.textContent).toMatch(/^You said someone forced you into sex.*1195 \(free, 24 hours\)/)
  })

  it('leaves other numbers as text ("72 hours", "5 days")', () => {
    show({ testCode: 'SR-002', grade: 'x', tone: 'blue', totalScore: 0, expectedTotalScore: 10, dangerSigns: ['Start PEP within 72 hours, 1160 is not a line, call 116.'] })
    const card = screen.getByRole('region', { name: 'Please see a health worker now' })
    expect(within(card.querySelector('li')!).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['tel:116'])
  })
})

describe('the guideline-checklist notice under the grade', () => {
  it.each([
    'metabolic-syndrome', 'lifestyle-habits', 'family-health-risk', 'fertility-health',
    'contraceptive-knowledge', 'lung-cancer', 'breast-cancer', 'colorectal-cancer',
  ])('%s says it is a guideline checklist, not a validated scale', (slug) => {
    const definition = loadCatalogTest(slug)
    show({ testCode: definition.testCode, grade: 'A grade', tone: 'blue', totalScore: 0, expectedTotalScore: definition.expectedTotalScore }, definition)
    const notice = screen.getByRole('complementary', { name: i18n._(checklistNoticeHeading) })
    expect(notice.textContent).toMatch(/not a validated screening scale/)
    expect(screen.getByText('A grade').compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('a validated scale (PHQ-9) shows no such notice', () => {
    const definition = loadCatalogTest('depression')
    show({ testCode: 'MH-001', grade: 'Mild depression', tone: 'yellow', totalScore: 9, expectedTotalScore: 27 }, definition)
    expect(screen.queryByRole('complementary', { name: i18n._(checklistNoticeHeading) })).toBeNull()
    expect(screen.queryByText(/not a validated/)).toBeNull()
  })
})
