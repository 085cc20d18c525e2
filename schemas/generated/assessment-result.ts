/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * The scored and explained result of one test, as computed by the engine from the answers and shown on the result page. Each optional section is present only where the test fills it.
 */
export interface AssessmentResult {
  /**
   * The code of the test that was taken (e.g. MH-001).
   */
  testCode: string
  /**
   * The grade text shown under the score.
   */
  grade: string
  /**
   * The grade's colour: green, yellow, orange, red-orange or blue.
   */
  tone: 'green' | 'yellow' | 'orange' | 'red-orange' | 'blue'
  /**
   * The total, shown in the score circle.
   */
  totalScore: number
  /**
   * The highest total possible, or a reference point for an open-ended total.
   */
  expectedTotalScore: number
  /**
   * True when the total has no natural maximum, so the circle shows the total beside a reference rather than a fraction.
   */
  openEnded?: boolean
  /**
   * "Here is What Your Score Means".
   */
  description?: string
  /**
   * "Risk of Harm": present when an answer signals risk of self-harm; the page then shows the crisis contacts.
   */
  suicideRisk?: string
  /**
   * Signs that need a health worker now, one per entry.
   *
   * Items: One danger sign message.
   */
  dangerSigns?: string[]
  /**
   * "How Your Symptoms Affect Your Day-to-Day".
   */
  impact?: string
  /**
   * The graded subscales of a test with several scales (burnout's three CBI scales), in the test's order; a subscale that does not apply (its condition does not hold) is left out.
   */
  subscales?: SubscaleResult[]
  /**
   * "Subscale Scores": label to value.
   */
  subscaleScores?: {
    [k: string]: number
  }
  /**
   * "Detailed Analysis": label to value.
   */
  detailedAnalysis?: {
    [k: string]: number
  }
  /**
   * "Overall Interpretation".
   */
  overallInterpretation?: string
  /**
   * "Cluster Scores": label to value.
   */
  clusterScores?: {
    [k: string]: number
  }
  /**
   * "Provisional Diagnosis".
   */
  provisionalDiagnosis?: string
  depersonalization?: DimensionResult
  emotionalExhaustion?: DimensionResult
  personalAccomplishment?: DimensionResult
  /**
   * "Problem Areas".
   *
   * Items: One problem area.
   */
  problemAreas?: string[]
  /**
   * "Health Risks".
   *
   * Items: One health risk.
   */
  healthRisks?: string[]
  /**
   * "Some Next Steps For You".
   *
   * Items: One next step.
   */
  nextSteps?: string[]
  /**
   * Routes of the services offered with this result (e.g. talk-to-a-therapist).
   *
   * Items: A service routeSlug.
   */
  services?: string[]
  /**
   * Address of helpful resources.
   */
  supportResources?: string
}
/**
 * One subscale's score and grade.
 *
 * This interface was referenced by `AssessmentResult`'s JSON-Schema
 * via the `definition` "subscaleResult".
 */
export interface SubscaleResult {
  /**
   * The subscale's name in the test definition (e.g. personalBurnout).
   */
  id: string
  /**
   * The subscale's name as shown.
   */
  label: string
  /**
   * The subscale's score, rounded to its decimals.
   */
  score: number
  /**
   * The highest score of the scale, when it has one.
   */
  maximum?: number
  /**
   * The subscale's grade text.
   */
  grade: string
  /**
   * The grade's colour.
   */
  tone: 'green' | 'yellow' | 'orange' | 'red-orange' | 'blue'
  /**
   * What the grade means.
   */
  description: string
  /**
   * What to do at this grade.
   *
   * Items: One next step.
   */
  nextSteps?: string[]
}
/**
 * One dimension of a multi-dimensional result (e.g. burnout's exhaustion).
 *
 * This interface was referenced by `AssessmentResult`'s JSON-Schema
 * via the `definition` "dimensionResult".
 */
export interface DimensionResult {
  /**
   * What the level means.
   */
  description: string
  /**
   * The level's name.
   */
  level: string
  /**
   * What to do at this level.
   *
   * Items: One next step.
   */
  nextSteps: string[]
}
