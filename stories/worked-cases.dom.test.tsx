// @vitest-environment jsdom
/**
 * The worked cases against the stories (decision 045): for every file in
 * tests-catalog/worked-cases/, the cases that between them reach every band, grade rule, subscale
 * band and flag are walked through the test's catalogue story (the real test page, its machine
 * answered by the engine as in Storybook) by role, the way a person answers: each question on the
 * case's path, then Submit. The result page must show the case's score (or, with a danger sign,
 * the urgency instead), its grade, and the safety cards exactly when its flags fill them. The engine and the API run every case (tests-catalog/worked-cases.test.ts);
 * the story walk is slower, so it takes the covering cases, and refused answers (which the page
 * never lets a person send) are left to those two.
 */
import { fireEvent, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { composeStories, setProjectAnnotations } from '@storybook/react-vite'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { caseAnswers, followPath, interpret, traceScoring, type WorkedCase } from '#engine/index.ts'
import type { TestDefinition } from '#schemas/index.ts'
import { workedCaseFiles } from '#tools/worked-case-fixtures.ts'
import crisisContacts from '../tests-catalog/crisis-contacts.json'
import preview from '../.storybook/preview.tsx'
import { scoreLabel } from '../web/features/result/score-circle.tsx'
import { catalogueStoryModule } from './support/catalogue-stories.ts'

// What .storybook/main.ts does in Storybook: the page's machine answers from fixtures, offline.
vi.mock('../web/features/test-flow/test-flow-machine.ts', () => import('./support/fixture-test-flow-machine.ts'))

setProjectAnnotations(preview)

const crisisCard = crisisContacts.card
/** The danger signs card's heading (web/features/result/safety-card.tsx). */
const DANGER_SIGNS_HEADING = 'Please see a health worker now'

type StoryModule = Parameters<typeof composeStories>[0]
type ComposedStory = { run: (context: { canvasElement: HTMLElement }) => Promise<void> }

/** The scored cases that each reach a band, grade rule, subscale band or flag no earlier one reached. */
function coveringCases(definition: TestDefinition, cases: readonly WorkedCase[]): WorkedCase[] {
  const reached = new Set<string>()
  return cases.filter((workedCase) => {
    if (workedCase.refused) return false
    const trace = traceScoring(definition, caseAnswers(definition, workedCase))
    const parts = [trace.grade ?? '', ...trace.flags.map((flag) => `/scoring/flags/${flag}`), ...trace.subscaleBands].filter((part) => !reached.has(part))
    parts.forEach((part) => reached.add(part))
    return parts.length > 0
  })
}

/** Answers the question on screen as the case does, then goes on (Next or Submit) unless its option jumps. */
async function answerQuestion(user: ReturnType<typeof userEvent.setup>, canvas: HTMLElement, definition: TestDefinition, index: number, answer: unknown): Promise<void> {
  const question = definition.questions[index]!
  const count = definition.questions.length
  await within(canvas).findByRole('progressbar', { name: `Question ${index + 1} of ${count}` })
  const page = within(canvas).getByRole('main')
  if (question.type === 'single-select') {
    const option = question.options[answer as number]!
    await user.click(within(page).getByRole('radio', { name: option.text }))
    if (option.nextQuestion) return
  } else if (question.type === 'multi-select') {
    for (const position of answer as number[]) await user.click(within(page).getByRole('checkbox', { name: question.options[position]!.text }))
  } else {
    // Typed as one change: user-event's typing into a second story's number box in one file is lost in jsdom.
    fireEvent.change(within(page).getByRole('textbox'), { target: { value: String(answer) } })
  }
  await user.click(within(page).getByRole('button', { name: /^(Next|Submit)$/ }))
}

const files = workedCaseFiles()

describe('worked cases through the catalogue stories', () => {
  let canvas: HTMLElement
  beforeEach(() => {
    sessionStorage.clear()
    localStorage.clear()
    // Each case on a canvas of its own, removed after it, so pages of earlier cases cannot answer queries.
    canvas = document.body.appendChild(document.createElement('div'))
    return () => canvas.remove()
  })

  describe.each(files.map((file) => [file.slug, file] as const))('%s', (slug, { definition, workedCases }) => {
    const cases = coveringCases(definition, workedCases.cases)

    it.each(cases.map((workedCase) => [workedCase.name, workedCase] as const))('%s: the story shows its score, grade and safety sections', async (_name, workedCase) => {
      const [story] = Object.values(composeStories(catalogueStoryModule(slug) as unknown as StoryModule)) as unknown as ComposedStory[]
      await story!.run({ canvasElement: canvas })
      const screen = within(canvas)
      const user = userEvent.setup({ delay: null })
      await user.click(await screen.findByRole('button', { name: 'Begin Test' }))
      const answers = caseAnswers(definition, workedCase)
      for (const index of followPath(definition, answers).path) await answerQuestion(user, canvas, definition, index, answers[index])

      const expected = interpret(definition, answers)
      await screen.findByRole('heading', { level: 1, name: definition.resultHeading }, { timeout: 5_000 })
      expect(expected.totalScore).toBe(workedCase.totalScore)
      // The ring reads out the score ("Score 9 out of 27"), or the urgency when a danger sign applies (decision 022).
      expect(screen.getByRole('img', { name: scoreLabel(expected) })).toBeTruthy()
      expect(screen.getAllByText(workedCase.grade!, { exact: true }).length).toBeGreaterThan(0)
      const safetyCard = screen.queryByRole('heading', { level: 2, name: crisisCard.heading })
      expect(Boolean(safetyCard), 'the safety card (Risk of Harm) is shown exactly when a suicideRisk flag fires').toBe(Boolean(expected.suicideRisk))
      const dangerCard = screen.queryByRole('heading', { level: 2, name: DANGER_SIGNS_HEADING })
      expect(Boolean(dangerCard), 'the danger signs card is shown exactly when a dangerSigns flag fires').toBe(Boolean(expected.dangerSigns))
      const page = canvas.textContent ?? ''
      for (const sign of expected.dangerSigns ?? []) expect(page).toContain(sign)
    }, 30_000)
  })
})
