/**
 * Cancer Screening: every catalogue test of this category, one story each, named after the test: the
 * real test page from its intro to its result, answered offline by the fixtures.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { TestFlowRoutes, testFlowStory } from '../support/test-flow-story.tsx'

const meta = {
  title: 'Catalogue tests/Cancer Screening',
  component: TestFlowRoutes,
} satisfies Meta<typeof TestFlowRoutes>

export default meta
type Story = StoryObj<typeof meta>

export const BreastCancer: Story = { ...testFlowStory('breast-cancer'), name: 'Breast Cancer Check: Warning Signs and When to Screen' }

export const ColorectalCancer: Story = { ...testFlowStory('colorectal-cancer'), name: 'Bowel (Colorectal) Cancer Check: Warning Signs and When to Screen' }

export const LungCancer: Story = { ...testFlowStory('lung-cancer'), name: 'Lung Cancer Check: Warning Signs and Screening Eligibility' }

export const ProstateCancer: Story = { ...testFlowStory('prostate-cancer'), name: 'Prostate Check: Urinary Symptoms and PSA Screening' }
