// @vitest-environment jsdom
/**
 * The result view with every section, the safety card first, the coming-soon buttons and an
 * open-ended score, rendered from hand-made results and from the engine's own interpret.
 */
import { i18n } from '@lingui/core'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { interpret, loadDefinition } from '#engine/index.ts'
import type { AssessmentResult } from '#schemas/index.ts'
import crisisContacts from '../../../tests-catalog/crisis-contacts.json'
import physicalActivity from '../../../tests-catalog/tests/physical-activity.json'
import { ResultView, urgentLabel } from './index.ts'

afterEach(() => cleanup())

const dimension = (level: string) => ({ description: `${level} description`, level, nextSteps: [`A step for ${level}`] })

const everySection: AssessmentResult = {
  testCode: 'MH-003',
  grade: 'Moderate depression',
  tone: 'orange',
  totalScore: 12,
  expectedTotalScore: 27,
  description: 'What the score means.',
  suicideRisk: 'You said you have had thoughts of hurting yourself.',
  dangerSigns: ['A sign that needs a health worker now.'],
  impact: 'How it affects the day.',
  subscaleScores: { Mood: 4 },
  detailedAnalysis: { Sleep: 2 },
  overallInterpretation: 'Overall, this.',
  clusterScores: { Intrusion: 3 },
  provisionalDiagnosis: 'A provisional diagnosis.',
  depersonalization: dimension('Low'),
  emotionalExhaustion: dimension('High'),
  personalAccomplishment: dimension('Moderate'),
  problemAreas: ['Sleep'],
  healthRisks: ['Heart disease'],
  nextSteps: ['Talk to someone you trust.'],
  services: ['talk-to-a-therapist'],
  supportResources: 'https://example.org/support',
}

function renderResult(result: AssessmentResult, onRetake = () => {}) {
  return render(
    <MemoryRouter>
      <ResultView result={result} heading="Your Result" onRetake={onRetake} />
    </MemoryRouter>,
  )
}

describe('the result view', () => {
  it("shows every section with SPEC.md's headings, in its order, after the safety and danger cards", () => {
    renderResult(everySection)
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent)
    expect(headings).toEqual([
      "You don't have to face this alone",
      'More places to get help',
      'Please see a health worker now',
      'Your Result',
      'Here is What Your Score Means',
      'How Your Symptoms Affect Your Day-to-Day',
      'Subscale Scores',
      'Detailed Analysis',
      'Overall Interpretation',
      'Cluster Scores',
      'Provisional Diagnosis',
      'Depersonalization',
      'Emotional Exhaustion',
      'Personal Accomplishment',
      'Problem Areas',
      'Health Risks',
      'Some Next Steps For You',
      'Care You Can Book',
      'Take Action: Helpful Resources for Your Wellbeing',
    ])
    expect(screen.getByText('Mood:')).toBeTruthy()
    expect(screen.getByText('Level: High')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Visit our support resources' }).getAttribute('href')).toBe('https://example.org/support')
    const services = screen.getByRole('heading', { name: 'Care You Can Book' }).parentElement!
    expect(within(services).getByRole('link', { name: 'Talk to a Therapist' }).getAttribute('href')).toBe('/services/talk-to-a-therapist')
  })

  it('lists every crisis contact as a tel: link, with its hours, before the score', () => {
    renderResult(everySection)
    const card = screen.getByRole('region', { name: "You don't have to face this alone" })
    expect(within(card).getByText(everySection.suicideRisk!)).toBeTruthy()
    for (const contact of crisisContacts.contacts) {
      expect(within(card).getByText(contact.service)).toBeTruthy()
      for (const number of contact.numbers) {
        expect(within(card).getByRole('link', { name: `Call ${number.display}` }).getAttribute('href')).toBe(`tel:${number.tel}`)
      }
    }
    expect(within(card).getAllByText('Hours: 24/7').length).toBeGreaterThan(0)
    const score = screen.getByRole('img', { name: i18n._(urgentLabel) })
    const urgent = screen.getByRole('region', { name: 'Please see a health worker now' })
    expect(card.compareDocumentPosition(urgent) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(urgent.compareDocumentPosition(score) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('shows only the score, grade and buttons when the result has no optional section', () => {
    renderResult({ testCode: 'MH-001', grade: 'Mild depression', tone: 'yellow', totalScore: 9, expectedTotalScore: 27 })
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Your Result'])
    expect(screen.getByText('Mild depression').closest('.tone-yellow')).toBeTruthy()
    expect(screen.queryByRole('region')).toBeNull()
  })

  it('offers Talk to a Therapist as a working link, never a greyed button beside the working ones', () => {
    renderResult({ testCode: 'MH-001', grade: 'Mild depression', tone: 'yellow', totalScore: 9, expectedTotalScore: 27 })
    expect(screen.getByRole('link', { name: 'Talk to a Therapist' }).getAttribute('href')).toBe('/services/talk-to-a-therapist')
    cleanup()
    renderResult(everySection)
    expect(screen.queryByRole('button', { name: 'Talk to a Therapist' })).toBeNull()
    for (const link of screen.getAllByRole('link', { name: 'Talk to a Therapist' })) expect(link.getAttribute('href')).toBe('/services/talk-to-a-therapist')
  })

  it('has no greyed coming-soon button, and shows the actions the route composes in under the therapist link', async () => {
    const onRetake = vi.fn()
    const user = userEvent.setup()
    render(
      <MemoryRouter>
        <ResultView result={everySection} heading="Your Result" onRetake={onRetake} actions={<button type="button">Get Full Report</button>} />
      </MemoryRouter>,
    )
    expect(screen.queryByRole('tooltip')).toBeNull()
    expect(screen.queryByText('This feature is coming soon!')).toBeNull()
    for (const button of screen.getAllByRole('button')) expect(button.getAttribute('aria-disabled')).toBeNull()
    const therapist = screen.getAllByRole('link', { name: 'Talk to a Therapist' })[0]!
    expect(therapist.compareDocumentPosition(screen.getByRole('button', { name: 'Get Full Report' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Get Full Report' }))
    expect(onRetake).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Retake the test' }))
    expect(onRetake).toHaveBeenCalledOnce()
  })

  it('shows an open-ended total beside its reference, not as a fraction', () => {
    const ipaq = loadDefinition(physicalActivity, 'physical-activity.json')
    const result = interpret(ipaq, [3, 30, 2, 40, 5, 30, 300])
    expect(result.openEnded).toBe(true)
    renderResult(result)

    const score = screen.getByRole('img', { name: 'Score 1535, reference 3000' })
    expect(score.textContent).toContain('reference 3000')
    expect(score.textContent).not.toContain('/')
    expect(screen.queryByText(/out of/)).toBeNull()
    expect(screen.getByText('High physical activity')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Detailed Analysis' })).toBeTruthy()
  })
})
