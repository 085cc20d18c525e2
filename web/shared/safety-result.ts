/**
 * Whether a result leads with a safety card: a risk flag (suicideRisk, e.g. PHQ-9 item 9 above 0)
 * or danger signs. The result view puts the card first for such a result, and the test flow keeps
 * such a result on the device for the tab (decision 042): one rule, read by both.
 */
import type { AssessmentResult } from '#schemas/index.ts'

export function leadsWithSafetyCard(result: Pick<AssessmentResult, 'suicideRisk' | 'dangerSigns'>): boolean {
  return Boolean(result.suicideRisk) || (result.dangerSigns ?? []).length > 0
}
