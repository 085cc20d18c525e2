/**
 * LOINC codes for test totals and items, only those confirmed (decision 069 says where each was
 * confirmed). A test not listed here is coded in our own code system (`totalSystemOf`), by its
 * test code; its items by linkId only. Item codes carry no display: LOINC's long names are not
 * copied from memory, so a wrong display cannot creep in.
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

/** PHQ-9's nine items, in the published order (our phq-1 to phq-9); the difficulty item is not coded. */
const phq9Items: Readonly<Record<string, string>> = {
  'phq-1': '44250-9',
  'phq-2': '44255-8',
  'phq-3': '44259-0',
  'phq-4': '44254-1',
  'phq-5': '44251-7',
  'phq-6': '44258-2',
  'phq-7': '44252-5',
  'phq-8': '44253-3',
  'phq-9': '44260-8',
}

/** GAD-7's seven items, in the published order (our gad-1 to gad-7); the difficulty item is not coded. */
const gad7Items: Readonly<Record<string, string>> = {
  'gad-1': '69725-0',
  'gad-2': '68509-9',
  'gad-3': '69733-4',
  'gad-4': '69734-2',
  'gad-5': '69735-9',
  'gad-6': '69689-8',
  'gad-7': '69736-7',
}

/** By route slug, then question id: the LOINC code of the item. */
export const loincItems: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  depression: phq9Items,
  'postnatal-health': phq9Items,
  anxiety: gad7Items,
}
