/**
 * "Save for my doctor (FHIR)" (web/features/fhir-export, issue 23) with a real PHQ-9 result: the
 * button, and the line that says what the file is before it is pressed.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { interpret } from '#engine/index.ts'
import { SaveForDoctorButton } from '../web/features/fhir-export/index.ts'
import { catalogueTest } from './support/catalogue.ts'

const depression = catalogueTest('depression')
const answers = [1, 1, 1, 1, 1, 1, 1, 0, 0, 1]

const meta = {
  title: 'Save for my doctor (FHIR)',
  component: SaveForDoctorButton,
  args: { definition: depression, answers, result: interpret(depression, answers) },
} satisfies Meta<typeof SaveForDoctorButton>

export default meta
type Story = StoryObj<typeof meta>

export const MildDepression: Story = { name: 'Under a PHQ-9 result (mild depression)' }
