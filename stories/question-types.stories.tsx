/**
 * Every question type (SPEC.md section 2, Test flow: single-select, multi-select,
 * user-input-number, user-input-text), each on its own live question page built from a real
 * catalogue question, unanswered and answered, plus the number errors (out of bounds, not a whole
 * number). QA can keep answering: Next goes on through the rest of that test.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { catalogueTest } from './support/catalogue.ts'
import { LiveQuestion } from './support/live-question.tsx'
import { depressionWithTextQuestion } from './support/sample-text-question.ts'

const meta = {
  title: 'Question types',
  component: LiveQuestion,
  argTypes: { definition: { control: false } },
} satisfies Meta<typeof LiveQuestion>

export default meta
type Story = StoryObj<typeof meta>

const depression = catalogueTest('depression')
const audit = catalogueTest('audit')
const pregnancy = catalogueTest('pregnancy-health')
const diabetes = catalogueTest('diabetes-risk')

export const SingleSelectUnanswered: Story = {
  name: 'Single-select, unanswered (PHQ-9 question 1)',
  args: { definition: depression, questionId: 'phq-1' },
}

export const SingleSelectAnswered: Story = {
  name: 'Single-select, answered (PHQ-9 question 2, after question 1)',
  args: { definition: depression, questionId: 'phq-2', given: { 'phq-1': 1, 'phq-2': 2 } },
}

export const SingleSelectWithJump: Story = {
  name: 'Single-select with a jump (AUDIT question 1: "Never" goes to question 9)',
  args: { definition: audit, questionId: 'audit-1' },
}

export const MultiSelectUnanswered: Story = {
  name: 'Multi-select, unanswered (antenatal care received)',
  args: { definition: pregnancy, questionId: 'preg-care' },
}

export const MultiSelectAnswered: Story = {
  name: 'Multi-select, three options chosen',
  args: { definition: pregnancy, questionId: 'preg-care', given: { 'preg-care': [0, 1, 2] } },
}

export const MultiSelectExclusive: Story = {
  name: 'Multi-select, "None of these yet" (chosen alone)',
  args: { definition: pregnancy, questionId: 'preg-care', given: { 'preg-care': [7] } },
}

export const NumberUnanswered: Story = {
  name: 'Number with min, max and unit, unanswered (height, 100 to 250 cm)',
  args: { definition: diabetes, questionId: 'findrisc-height' },
}

export const NumberAnswered: Story = {
  name: 'Number, answered (170 cm)',
  args: { definition: diabetes, questionId: 'findrisc-height', given: { 'findrisc-height': 170 } },
}

export const NumberOutOfBounds: Story = {
  name: 'Number out of bounds (300 cm typed)',
  args: { definition: diabetes, questionId: 'findrisc-height' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: /How tall are you\?/ }), '300')
    await expect(canvas.getByText(/Enter a number from 100 to 250 cm\./)).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /How tall are you\?/ })).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled()
  },
}

export const NumberNotWhole: Story = {
  name: 'Number that is not a whole number (1.7 typed)',
  args: { definition: diabetes, questionId: 'findrisc-height' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: /How tall are you\?/ }), '1.7')
    await expect(canvas.getByText(/Enter a whole number, using digits only\./)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled()
  },
}

export const TextUnanswered: Story = {
  name: 'Text, unanswered (sample question on the PHQ-9)',
  args: { definition: depressionWithTextQuestion, questionId: 'sample-notes' },
}

export const TextAnswered: Story = {
  name: 'Text, answered after every PHQ-9 question (Submit shows the result)',
  args: {
    definition: depressionWithTextQuestion,
    questionId: 'sample-notes',
    given: {
      ...Object.fromEntries(depression.questions.map((question) => [question.id, 0])),
      'sample-notes': 'I have been sleeping badly since I changed jobs.',
    },
  },
}
