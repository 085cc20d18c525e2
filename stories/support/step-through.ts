/**
 * Play functions that step through the first questions of a catalogue test story the way a
 * person would (by role and name), asserting what they would see. Question texts come from the
 * catalogue file, so a reworded question does not break them.
 */
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { catalogueTest } from './catalogue.ts'

type PlayContext = { canvasElement: HTMLElement }

async function begin(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  await userEvent.click(await canvas.findByRole('button', { name: 'Begin Test' }))
  return canvas
}

function questionText(routeSlug: string, questionId: string): string {
  const question = catalogueTest(routeSlug).questions.find((candidate) => candidate.id === questionId)
  if (!question) throw new Error(`No question "${questionId}" in ${routeSlug}.json`)
  return question.question
}

const heading = (text: string) => ({ level: 1, name: text })

/** PHQ-9: question 1, an answer, Next to question 2, Previous back with the answer kept. */
export async function answerFirstDepressionQuestion({ canvasElement }: PlayContext) {
  const canvas = await begin(canvasElement)
  await expect(canvas.getByRole('heading', heading(questionText('depression', 'phq-1')))).toBeInTheDocument()
  await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled()
  await userEvent.click(canvas.getByRole('radio', { name: 'Several days' }))
  await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
  await expect(canvas.getByRole('progressbar', { name: 'Question 2 of 10' })).toBeInTheDocument()
  await userEvent.click(canvas.getByRole('button', { name: 'Previous' }))
  await expect(canvas.getByRole('radio', { name: 'Several days' })).toBeChecked()
}

/** AUDIT: "Never" on question 1 jumps to question 9 after half a second. */
export async function skipToAlcoholQuestionNine({ canvasElement }: PlayContext) {
  const canvas = await begin(canvasElement)
  await userEvent.click(canvas.getByRole('radio', { name: 'Never' }))
  await expect(await canvas.findByRole('heading', heading(questionText('audit', 'audit-9')))).toBeInTheDocument()
  await expect(canvas.getByRole('progressbar', { name: 'Question 9 of 11' })).toBeInTheDocument()
}

/** FINDRISC: an age band, then a height out of range, corrected, and on to the weight. */
export async function enterDiabetesNumbers({ canvasElement }: PlayContext) {
  const canvas = await begin(canvasElement)
  await userEvent.click(canvas.getByRole('radio', { name: 'Under 45 years' }))
  await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
  const height = canvas.getByRole('textbox', { name: /How tall are you\?/ })
  await userEvent.type(height, '300')
  await expect(canvas.getByText(/Enter a number from 100 to 250 cm\./)).toBeInTheDocument()
  await userEvent.clear(height)
  await userEvent.type(height, '170')
  await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
  await expect(canvas.getByRole('heading', heading(questionText('diabetes-risk', 'findrisc-weight')))).toBeInTheDocument()
}

/** Antenatal care: all five questions (numbers, checklists and the mood question), then Submit. */
export async function answerPregnancyCheck({ canvasElement }: PlayContext) {
  const canvas = await begin(canvasElement)
  await userEvent.type(canvas.getByRole('textbox', { name: /weeks pregnant/ }), '30')
  await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
  await userEvent.click(canvas.getByRole('checkbox', { name: 'None of these' }))
  await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
  await userEvent.type(canvas.getByRole('textbox', { name: /antenatal \(ANC\) visits/ }), '4')
  await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
  await userEvent.click(canvas.getByRole('checkbox', { name: 'An ultrasound scan' }))
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Blood pressure checked at a clinic' }))
  await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
  await userEvent.click(canvas.getByRole('radio', { name: 'Not at all' }))
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }))
  return canvas
}

/** The same, on to the result: its heading and what the score means. */
export async function completePregnancyCheck(context: PlayContext) {
  const canvas = await answerPregnancyCheck(context)
  const resultHeading = catalogueTest('pregnancy-health').resultHeading
  await waitFor(() => expect(canvas.getByRole('heading', heading(resultHeading))).toBeInTheDocument())
  await expect(canvas.getByRole('heading', { name: 'Here is What Your Score Means' })).toBeInTheDocument()
}
