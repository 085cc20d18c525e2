/**
 * Physical Activity: every catalogue test of this category, one story each, named after the test: the
 * real test page from its intro to its result, answered offline by the fixtures.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { TestFlowRoutes, testFlowStory } from '../support/test-flow-story.tsx'

const meta = {
  title: 'Catalogue tests/Physical Activity',
  component: TestFlowRoutes,
} satisfies Meta<typeof TestFlowRoutes>

export default meta
type Story = StoryObj<typeof meta>

export const PhysicalActivity: Story = { ...testFlowStory('physical-activity'), name: 'Physical Activity Check' }

export const SedentaryBehavior: Story = { ...testFlowStory('sedentary-behavior'), name: 'Sitting Time Check' }
