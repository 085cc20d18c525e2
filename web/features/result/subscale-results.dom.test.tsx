// @vitest-environment jsdom
/**
 * A test with several graded scales (burnout's three CBI scales) shows each scale's name, score
 * and grade in words on the result page, from the engine's own interpret of real answers; a scale
 * that does not apply (no client work) is not shown.
 */
import { cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { interpret, loadDefinition } from '#engine/index.ts'
import burnout from '../../../tests-catalog/tests/burnout.json'
import { ResultView } from './index.ts'

afterEach(() => cleanup())

const cbi = loadDefinition(burnout, 'burnout.json')
const ALWAYS = 0
const SOMETIMES = 2
const NEVER = 4

/** Personal items "Sometimes" (50), work items "Always" (100; item 7 reversed: "Never" scores 100), clients as given. */
function answers(client: number | null) {
  const personal = Array(6).fill(SOMETIMES)
  const work = [...Array(6).fill(ALWAYS), NEVER]
  const clients = client === null ? [1, ...Array(6).fill(null)] : [0, ...Array(6).fill(client)]
  return [...personal, ...work, ...clients, 0]
}

function showResult(client: number | null) {
  render(
    <MemoryRouter>
      <ResultView result={interpret(cbi, answers(client))} heading="Your burnout result" onRetake={() => {}} />
    </MemoryRouter>,
  )
  const section = screen.getByRole('heading', { level: 2, name: 'Your Result on Each Scale' }).closest('section')!
  return within(section)
}

describe('the result of a test with graded subscales', () => {
  it("shows each scale with its score out of 100 and its grade in words", () => {
    const scales = showResult(NEVER)
    expect(scales.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Personal burnout', 'Work-related burnout', 'Client-related burnout'])
    const cards = scales.getAllByRole('listitem').filter((item) => item.classList.contains('subscale'))
    expect(cards.map((card) => [card.querySelector('.subscale-score')?.textContent, card.querySelector('.subscale-grade')?.textContent])).toEqual([
      ['Score: 50 out of 100', 'Moderate personal burnout'],
      ['Score: 100 out of 100', 'High work-related burnout'],
      ['Score: 0 out of 100', 'Low client-related burnout'],
    ])
    expect(cards.map((card) => [...card.classList].find((name) => name.startsWith('tone-')))).toEqual(['tone-yellow', 'tone-orange', 'tone-green'])
    expect(within(cards[1]!).getByText(/Talk to a doctor or therapist about this exhaustion soon/)).toBeTruthy()
  })

  it('leaves out the client-related scale for someone who does not work with clients', () => {
    const scales = showResult(null)
    expect(scales.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Personal burnout', 'Work-related burnout'])
  })
})
