/**
 * Sexual & Reproductive Health: every catalogue test of this category, one story each, named after the test: the
 * real test page from its intro to its result, answered offline by the fixtures.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { TestFlowRoutes, testFlowStory } from '../support/test-flow-story.tsx'

const meta = {
  title: 'Catalogue tests/Sexual & Reproductive Health',
  component: TestFlowRoutes,
} satisfies Meta<typeof TestFlowRoutes>

export default meta
type Story = StoryObj<typeof meta>

export const ContraceptiveKnowledge: Story = { ...testFlowStory('contraceptive-knowledge'), name: 'Contraceptive Knowledge Check' }

export const FertilityHealth: Story = { ...testFlowStory('fertility-health'), name: 'Fertility Health Check' }

export const MenstrualHealth: Story = { ...testFlowStory('menstrual-health'), name: 'Menstrual Health Check' }

export const PostnatalHealth: Story = { ...testFlowStory('postnatal-health'), name: 'Postnatal Health Check' }

export const PregnancyHealth: Story = { ...testFlowStory('pregnancy-health'), name: 'Pregnancy Health Check' }

export const StiRisk: Story = { ...testFlowStory('sti-risk'), name: 'STI and HIV Risk Check' }
