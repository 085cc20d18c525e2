/**
 * The test flow's own screens (SPEC.md section 2, Test flow): the intro dialog, the loading text,
 * the test-not-found screen, "Analyzing your responses...", a submit failure, and a handful of
 * catalogue tests stepped through by play functions: an answer and back, a timed jump, number
 * entry with an error, and a whole test to its result.
 */
import { i18n } from '@lingui/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { IntroDialog } from '../web/features/test-flow/intro-dialog.tsx'
import { loadFailedMessage, submitFailedMessage } from '../web/features/test-flow/index.ts'
import { catalogueTest } from './support/catalogue.ts'
import { setFixtureCalls } from './support/fixture-test-flow-machine.ts'
import {
  answerFirstDepressionQuestion,
  answerPregnancyCheck,
  completePregnancyCheck,
  enterDiabetesNumbers,
  skipToAlcoholQuestionNine,
} from './support/step-through.ts'
import { TestFlowRoutes, testFlowStory } from './support/test-flow-story.tsx'

const meta = {
  title: 'Test flow',
  component: TestFlowRoutes,
} satisfies Meta<typeof TestFlowRoutes>

export default meta
type Story = StoryObj<typeof meta>

export const IntroDialogStory: Story = {
  name: 'Intro dialog (PHQ-9)',
  render: () => <IntroDialog definition={catalogueTest('depression')} onBegin={fn()} onClose={fn()} />,
}

export const IntroDialogWithAudience: Story = {
  name: 'Intro dialog with an audience note (prostate check)',
  render: () => <IntroDialog definition={catalogueTest('prostate-cancer')} onBegin={fn()} onClose={fn()} />,
}

export const Loading: Story = {
  ...testFlowStory('depression'),
  name: 'Loading the test',
  beforeEach: () => setFixtureCalls({ load: 'pending' }),
}

export const TestNotFound: Story = {
  name: 'Test not found (/tests/no-such-test)',
  parameters: { route: '/tests/no-such-test' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: "Oops! We couldn't find your test." })).toBeInTheDocument()
    await expect(await canvas.findByText(i18n._(loadFailedMessage))).toBeInTheDocument()
  },
}

export const FirstQuestionAndBack: Story = {
  ...testFlowStory('depression'),
  name: 'Stepped through: PHQ-9 question 1, Next and Previous',
  play: answerFirstDepressionQuestion,
}

export const JumpAfterNever: Story = {
  ...testFlowStory('audit'),
  name: 'Stepped through: AUDIT "Never" jumps to question 9',
  play: skipToAlcoholQuestionNine,
}

export const NumberEntry: Story = {
  ...testFlowStory('diabetes-risk'),
  name: 'Stepped through: FINDRISC age and height, with an out-of-range height',
  play: enterDiabetesNumbers,
}

export const WholeTestToResult: Story = {
  ...testFlowStory('pregnancy-health'),
  name: 'Stepped through: antenatal care check to its result',
  play: completePregnancyCheck,
}

export const Analyzing: Story = {
  ...testFlowStory('pregnancy-health'),
  name: 'Analyzing your responses (the answers are being scored)',
  beforeEach: () => setFixtureCalls({ submit: 'pending' }),
  play: async (context) => {
    const canvas = await answerPregnancyCheck(context)
    await expect(canvas.getByRole('status')).toHaveTextContent('Analyzing your responses...')
  },
}

export const SubmitFailed: Story = {
  ...testFlowStory('pregnancy-health'),
  name: 'Submit failed: back on the last question with a toast',
  beforeEach: () => setFixtureCalls({ submit: 'fail' }),
  play: async (context) => {
    const canvas = await answerPregnancyCheck(context)
    await expect(await canvas.findByText(i18n._(submitFailedMessage))).toBeInTheDocument()
    const lastQuestion = catalogueTest('pregnancy-health').questions.at(-1)?.question ?? ''
    await expect(canvas.getByRole('heading', { level: 1, name: lastQuestion })).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled()
  },
}
