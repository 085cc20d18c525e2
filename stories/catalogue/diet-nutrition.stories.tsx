/**
 * Diet & Nutrition: every catalogue test of this category, one story each, named after the test: the
 * real test page from its intro to its result, answered offline by the fixtures.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { TestFlowRoutes, testFlowStory } from '../support/test-flow-story.tsx'

const meta = {
  title: 'Catalogue tests/Diet & Nutrition',
  component: TestFlowRoutes,
} satisfies Meta<typeof TestFlowRoutes>

export default meta
type Story = StoryObj<typeof meta>

export const DietaryAssessment: Story = { ...testFlowStory('dietary-assessment'), name: 'Diet Check' }

export const HealthyEating: Story = { ...testFlowStory('healthy-eating'), name: 'Diet Quality Check' }

export const NutritionalDeficiency: Story = { ...testFlowStory('nutritional-deficiency'), name: 'Nutritional Deficiency Check' }
