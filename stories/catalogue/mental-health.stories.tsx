/**
 * Mental Health: every catalogue test of this category, one story each, named after the test: the
 * real test page from its intro to its result, answered offline by the fixtures.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { TestFlowRoutes, testFlowStory } from '../support/test-flow-story.tsx'

const meta = {
  title: 'Catalogue tests/Mental Health',
  component: TestFlowRoutes,
} satisfies Meta<typeof TestFlowRoutes>

export default meta
type Story = StoryObj<typeof meta>

export const Anxiety: Story = { ...testFlowStory('anxiety'), name: 'Anxiety Symptoms Screening' }

export const Audit: Story = { ...testFlowStory('audit'), name: 'Alcohol Use Screening' }

export const Burnout: Story = { ...testFlowStory('burnout'), name: 'Burnout Screening' }

export const Depression: Story = { ...testFlowStory('depression'), name: 'Depression Symptoms Screening' }

export const ExistentialAnxiety: Story = { ...testFlowStory('existential_anxiety'), name: 'Existential Anxiety Check' }

export const Ptsd: Story = { ...testFlowStory('ptsd'), name: 'PTSD Symptoms Screening' }

export const SocialSupport: Story = { ...testFlowStory('social_support'), name: 'Social Support Check' }
