/**
 * LOINC codes for test totals, only those confirmed (decision 069 says where each was confirmed).
 * A test not listed here is coded in our own code system (`totalSystemOf`), by its test code.
 */
export const loincSystem = 'http://loinc.org'

export type LoincCode = { code: string; display: string }

const phq9Total: LoincCode = { code: '44261-6', display: 'Patient Health Questionnaire 9 item (PHQ-9) total score [Reported]' }

/** By route slug: the test whose total is exactly that LOINC observation. */
export const loincTotals: Readonly<Record<string, LoincCode>> = {
  depression: phq9Total,
  // postnatal-health's total is the PHQ-9's nine items (scoring.values.phq9Score); its checklist adds flags, not points.
  'postnatal-health': phq9Total,
  anxiety: { code: '70274-6', display: 'Generalized anxiety disorder 7 item (GAD-7) total score [Reported.PHQ]' },
}
