/**
 * SPEC.md's colour table: the grade texts it names and their colour. A grade it does not name is
 * free to take any tone its author gives (the spec's own UI showed those blue). Where the table's
 * colour would give a wrong clinical signal, the clinical meaning wins (CLINICAL_TONES, decision 021).
 */
import type { Tone } from '#schemas/index.ts'

const SPEC_TABLE: Readonly<Record<string, Tone>> = {
  'Minimal or no depression': 'green',
  'Minimal or no anxiety': 'green',
  'Minimal PTSD symptoms': 'green',
  'Low Risk of Dependence': 'green',
  'Very Social High Support': 'green',
  'Mild depression': 'yellow',
  'Mild anxiety': 'yellow',
  'Moderate Risk of Dependence': 'yellow',
  'High Social Support': 'yellow',
  'Moderate depression': 'orange',
  'Moderate anxiety': 'orange',
  'Moderate PTSD symptoms': 'orange',
  'Moderate Social Support': 'orange',
  'Moderately severe depression': 'red-orange',
  'Severe depression': 'red-orange',
  'Severe anxiety': 'red-orange',
  'Severe PTSD symptoms': 'red-orange',
  'High Risk of Dependence': 'red-orange',
  'Possible Dependence': 'red-orange',
  'Low Social Support': 'red-orange',
}

/** The table's colours that the clinical meaning overrides (decision 021). */
export const CLINICAL_TONES: Readonly<Record<string, Tone>> = {
  // The best MSPSS band: yellow would read as a warning on a good result.
  'High Social Support': 'green',
}

/** The tone each named grade must take: SPEC's table, with the clinical overrides. */
export const SPEC_GRADE_TONES: Readonly<Record<string, Tone>> = { ...SPEC_TABLE, ...CLINICAL_TONES }
