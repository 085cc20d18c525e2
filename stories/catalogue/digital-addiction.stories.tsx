/**
 * Digital Addiction: every catalogue test of this category, one story each, named after the test: the
 * real test page from its intro to its result, answered offline by the fixtures.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { TestFlowRoutes, testFlowStory } from '../support/test-flow-story.tsx'

const meta = {
  title: 'Catalogue tests/Digital Addiction',
  component: TestFlowRoutes,
} satisfies Meta<typeof TestFlowRoutes>

export default meta
type Story = StoryObj<typeof meta>

export const DigitalAddiction: Story = { ...testFlowStory('digital-addiction'), name: 'Smartphone Dependency Check' }

export const DigitalUsagePatterns: Story = { ...testFlowStory('digital-usage-patterns'), name: 'Digital Usage Check' }

export const GamingDependency: Story = { ...testFlowStory('gaming-dependency'), name: 'Gaming Habits Check' }

export const SocialMediaAddiction: Story = { ...testFlowStory('social-media-addiction'), name: 'Social Media Habits Check' }
