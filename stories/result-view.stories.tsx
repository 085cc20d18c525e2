/**
 * The result view (SPEC.md section 2, Result view) from real results (worked cases run through the
 * engine's interpret): each grade tone, the safety card and danger signs that come before the
 * score, and every optional section. The `section` parameter names the heading a story is about.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import type { AssessmentResult } from '#schemas/index.ts'
import { ResultView } from '../web/features/result/index.ts'
import * as worked from './support/worked-results.ts'

const meta = {
  title: 'Result view',
  component: ResultView,
  args: { onRetake: fn() },
  argTypes: { result: { control: 'object' } },
} satisfies Meta<typeof ResultView>

export default meta
type Story = StoryObj<typeof meta>

/** What a result story is about: a section (its heading) or a grade shown in its tone. */
export type ResultStoryParameters = { section: string } | { grade: string; tone: AssessmentResult['tone'] }

function showing(section: string, result: worked.WorkedResult): Pick<Story, 'args' | 'parameters'> {
  const parameters: ResultStoryParameters = { section }
  return { args: result, parameters }
}

function graded(result: worked.WorkedResult): Pick<Story, 'args' | 'parameters'> {
  const parameters: ResultStoryParameters = { grade: result.result.grade, tone: result.result.tone }
  return { args: result, parameters }
}

export const ToneGreen: Story = { name: 'Grade tone: green (minimal depression)', ...graded(worked.depressionMinimal) }
export const ToneYellow: Story = { name: 'Grade tone: yellow (mild depression)', ...graded(worked.depressionMild) }
export const ToneOrange: Story = { name: 'Grade tone: orange (moderate depression)', ...graded(worked.depressionModerate) }
export const ToneRedOrange: Story = { name: 'Grade tone: red-orange (severe depression)', ...graded(worked.depressionSevere) }
export const ToneBlue: Story = { name: 'Grade tone: blue, open-ended score (physical activity)', ...graded(worked.physicalActivityHigh) }

export const SafetyCard: Story = {
  name: 'Safety card: Risk of Harm (PHQ-9 item 9 above 0)',
  ...showing("You don't have to face this alone", worked.depressionWithSelfHarmThoughts),
}
/** A guideline checklist with a danger sign: the ring shows "Act now", and the checklist notice sits under the grade. */
const dangerSigns = showing('Please see a health worker now', worked.pregnancyBleeding)
export const DangerSigns: Story = {
  name: 'Danger signs (bleeding in pregnancy): urgency in the ring, checklist notice',
  ...dangerSigns,
  args: { ...dangerSigns.args, instrumentKind: 'guideline-checklist' },
}

export const Description: Story = { name: 'Here is What Your Score Means', ...showing('Here is What Your Score Means', worked.depressionMild) }
export const Impact: Story = { name: 'How Your Symptoms Affect Your Day-to-Day', ...showing('How Your Symptoms Affect Your Day-to-Day', worked.anxietyMild) }
export const SubscaleScores: Story = { name: 'Subscale Scores (AUDIT-C)', ...showing('Subscale Scores', worked.alcoholModerate) }
export const SubscaleGrades: Story = { name: 'Your Result on Each Scale (burnout: three graded scales)', ...showing('Your Result on Each Scale', worked.burnoutHigh) }
export const DetailedAnalysis: Story = { name: 'Detailed Analysis (FINDRISC)', ...showing('Detailed Analysis', worked.diabetesHigh) }
export const OverallInterpretation: Story = { name: 'Overall Interpretation (GAD-7)', ...showing('Overall Interpretation', worked.anxietyMild) }
export const ClusterScores: Story = { name: 'Cluster Scores (PCL-5)', ...showing('Cluster Scores', worked.ptsdModerate) }
export const ProvisionalDiagnosis: Story = { name: 'Provisional Diagnosis (PCL-5)', ...showing('Provisional Diagnosis', worked.ptsdModerate) }
export const Depersonalization: Story = { name: 'Depersonalization (burnout)', ...showing('Depersonalization', worked.burnoutHigh) }
export const EmotionalExhaustion: Story = { name: 'Emotional Exhaustion (burnout)', ...showing('Emotional Exhaustion', worked.burnoutHigh) }
export const PersonalAccomplishment: Story = {
  name: 'Personal Accomplishment (sample: no test fills it yet)',
  ...showing('Personal Accomplishment', worked.withPersonalAccomplishment),
}
export const ProblemAreas: Story = { name: 'Problem Areas (low social support)', ...showing('Problem Areas', worked.socialSupportLow) }
export const HealthRisks: Story = { name: 'Health Risks (FINDRISC)', ...showing('Health Risks', worked.diabetesHigh) }
export const NextSteps: Story = { name: 'Some Next Steps For You', ...showing('Some Next Steps For You', worked.depressionMild) }
export const CareYouCanBook: Story = { name: 'Care You Can Book (moderate depression)', ...showing('Care You Can Book', worked.depressionModerate) }
export const SupportResources: Story = {
  name: 'Take Action: Helpful Resources (sample: no test fills it yet)',
  ...showing('Take Action: Helpful Resources for Your Wellbeing', worked.withSupportResources),
}
