/**
 * General Wellbeing: every catalogue test of this category, one story each, named after the test: the
 * real test page from its intro to its result, answered offline by the fixtures.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { TestFlowRoutes, testFlowStory } from '../support/test-flow-story.tsx'

const meta = {
  title: 'Catalogue tests/General Wellbeing',
  component: TestFlowRoutes,
} satisfies Meta<typeof TestFlowRoutes>

export default meta
type Story = StoryObj<typeof meta>

export const FamilyHealthRisk: Story = { ...testFlowStory('family-health-risk'), name: 'Family Health History Check' }

export const HolisticWellbeing: Story = { ...testFlowStory('holistic-wellbeing'), name: 'Wellbeing Check' }

export const LifestyleHabits: Story = { ...testFlowStory('lifestyle-habits'), name: 'Lifestyle Habits Check' }
