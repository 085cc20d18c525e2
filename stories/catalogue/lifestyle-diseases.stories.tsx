/**
 * Lifestyle Diseases: every catalogue test of this category, one story each, named after the test: the
 * real test page from its intro to its result, answered offline by the fixtures.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { TestFlowRoutes, testFlowStory } from '../support/test-flow-story.tsx'

const meta = {
  title: 'Catalogue tests/Lifestyle Diseases',
  component: TestFlowRoutes,
} satisfies Meta<typeof TestFlowRoutes>

export default meta
type Story = StoryObj<typeof meta>

export const DiabetesRisk: Story = { ...testFlowStory('diabetes-risk'), name: 'Diabetes Risk Assessment' }

export const HeartDiseaseRisk: Story = { ...testFlowStory('heart-disease-risk'), name: 'Heart Disease Risk Check' }

export const HypertensionRisk: Story = { ...testFlowStory('hypertension-risk'), name: 'High Blood Pressure Risk Check' }

export const MetabolicSyndrome: Story = { ...testFlowStory('metabolic-syndrome'), name: 'Metabolic Syndrome Check' }

export const ObesityRisk: Story = { ...testFlowStory('obesity-risk'), name: 'Healthy Weight Check' }
