/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * One question, shown on a page of its own. Its "type" decides which other fields it has: each type is one shape below, and the engine has one module per type (engine/question-types/).
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "question".
 */
export type Question = SingleSelectQuestion | MultiSelectQuestion | NumberQuestion | TextQuestion
/**
 * A question's id: lower-case letters, digits and hyphens (e.g. "phq-9").
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "questionId".
 */
export type QuestionId = string
/**
 * The question itself, shown as the page heading.
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "questionText".
 */
export type QuestionText = string
/**
 * A heading for this question instead of the test's formHeading.
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "questionHeading".
 */
export type QuestionHeading = string
/**
 * Help text under the question (e.g. how to measure the waist).
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "questionHint".
 */
export type QuestionHint = string
/**
 * Jumps decided by the answers so far, checked in order when the person moves on from this question; the first whose condition holds is taken. For rules per-option jumps cannot say (AUDIT: items 2 and 3 both 0 go to item 9).
 *
 * @minItems 1
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "questionJumps".
 */
export type QuestionJumps = [Jump, ...Jump[]]
/**
 * A yes-or-no test on the answers: a comparison of two numbers, a combination of conditions, or whether an option was chosen.
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "condition".
 */
export type Condition =
  | Equal
  | NotEqual
  | GreaterThan
  | GreaterOrEqual
  | LessThan
  | LessOrEqual
  | AllOf
  | AnyOf
  | Negation
  | OptionChosen
  | Answered
/**
 * Exactly two numbers.
 *
 * @minItems 2
 * @maxItems 2
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "numberPair".
 */
export type NumberPair = [NumberExpression, NumberExpression]
/**
 * A number computed from the answers: a literal, an answer's score, a named value, or an operator object.
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "numberExpression".
 */
export type NumberExpression =
  | number
  | AnswerReference
  | ValueReference
  | SumOfItems
  | MeanOfItems
  | CountOfItems
  | Addition
  | Subtraction
  | Multiplication
  | Division
  | Minimum
  | Maximum
  | Rounding
  | Choice
/**
 * The name of a computed value in scoring.values, in camelCase (e.g. "bmi").
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "valueName".
 */
export type ValueName = string
/**
 * Two or more numbers.
 *
 * @minItems 2
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "numberList".
 */
export type NumberList = [NumberExpression, NumberExpression, ...NumberExpression[]]
/**
 * A question's id: lower-case letters, digits and hyphens (e.g. "phq-9").
 */
export type QuestionId1 = string
/**
 * The answers to choose from, in the published order.
 *
 * @minItems 2
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "optionList".
 */
export type OptionList = [Option, Option, ...Option[]]
/**
 * A question's id: lower-case letters, digits and hyphens (e.g. "phq-9").
 */
export type QuestionId2 = string
/**
 * The score this question counts when a jump skips it, as the instrument's manual says (the Kessler K10: items 3 and 6, skipped after "None of the time" on items 2 and 5, score 1). A skipped question with this value counts in sums, means, counts and answer references as if it had been answered with that score; "answered" and "chosen" still see it as not asked. Without it a skipped question counts 0 and is left out of means and counts.
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "scoreWhenSkipped".
 */
export type ScoreWhenSkipped = number
/**
 * True when this item is scored the other way round from the rest of its scale on purpose (the CBI's "Do you have enough energy for family and friends?": Always 0 ... Never 100). It silences the checker's warning for a scale with a direction whose one item's scores run against all the others.
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "reverseScored".
 */
export type ReverseScored = true
/**
 * What a higher score on this scale means: "higher-is-worse" (more symptoms or risk: PHQ-9, CBI) or "higher-is-better" (more support, wellbeing or knowledge: MSPSS, WHO-5). The bands' tones must not get milder as the bands rise on a higher-is-worse scale, nor harsher on a higher-is-better one (a band with toneReason is exempt). When declared, the checker also warns about an item whose scores run against all the others of the scale (reverse-scored by mistake) unless the item is marked reverseScored. Left out, the tones follow higher-is-worse and items are not compared.
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "direction".
 */
export type ScaleDirection = 'higher-is-worse' | 'higher-is-better'
/**
 * Colour of a grade on the result page, from SPEC.md's colour table: green, yellow, orange, red-orange, or blue for any grade the table does not name.
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "tone".
 */
export type Tone = 'green' | 'yellow' | 'orange' | 'red-orange' | 'blue'
/**
 * What to do next ("Some Next Steps For You"), one step per entry.
 *
 * @minItems 1
 *
 * Items: One next step.
 */
export type NextSteps = [string, ...string[]]
/**
 * A service people can book, by its routeSlug in tests-catalog/services.json.
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "serviceSlug".
 */
export type ServiceSlug =
  | 'talk-to-a-doctor'
  | 'talk-to-a-therapist'
  | 'talk-to-a-nutritionist'
  | 'vitalcare360'
  | 'vitalcare360-manage'
  | 'wellness-checkup'
/**
 * Services to offer with this grade, where care is advised.
 */
export type Services = ServiceSlug[]
/**
 * Why this band's tone is milder than the band below it (or, on a scale whose higher scores are better, harsher), in a sentence for the reviewer: the checker refuses tones that go the wrong way as the bands rise unless the band says why (obesity-risk: "Underweight is a risk too, so the colours fall to green at a normal weight"). Never shown on the site.
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "toneReason".
 */
export type ToneReason = string
/**
 * A yes-or-no test on the answers: a comparison of two numbers, a combination of conditions, or whether an option was chosen.
 */
export type Condition1 =
  | Equal
  | NotEqual
  | GreaterThan
  | GreaterOrEqual
  | LessThan
  | LessOrEqual
  | AllOf
  | AnyOf
  | Negation
  | OptionChosen
  | Answered

/**
 * One self-screening test, written by a clinical author as one JSON file in tests-catalog/tests/<routeSlug>.json. The engine builds the questionnaire and the scoring from it; nothing about a test lives in code.
 */
export interface TestDefinition {
  /**
   * Optional pointer to this schema, so that editors can check the file as it is typed.
   */
  $schema?: string
  /**
   * Version of this file format. The engine refuses a version it does not know.
   */
  schemaVersion: 1
  /**
   * The test's code from ARCHITECTURE.md's table, two capital letters, a hyphen and three digits (e.g. MH-001). Sent by the browser in the x-test-code header.
   */
  testCode: string
  /**
   * The last part of the test's address, /tests/<routeSlug>. Must equal the file name without .json.
   */
  routeSlug: string
  /**
   * The routeSlug of the one category in tests-catalog/categories.json this test belongs to.
   */
  category: string
  /**
   * The instrument's own name, shown in brackets on the intro (e.g. "PHQ-9").
   */
  formalTitle: string
  /**
   * The plain-language title people see on cards and the intro (e.g. "Depression Symptoms Screening").
   */
  informalTitle: string
  /**
   * One or two sentences on cards and in search: what the test looks at and who it is for.
   */
  description: string
  /**
   * A short hint shown on the test's card.
   */
  tooltip: string
  /**
   * Words people might search for, in English and common Kenyan terms (e.g. "stress", "sukari").
   *
   * @minItems 1
   *
   * Items: One search word or short phrase.
   */
  keyWords: [string, ...string[]]
  /**
   * Site path of the card image (its category's picture, e.g. /images/categories/mental-health.svg, written by the build from schemas/pictures.ts).
   */
  image: string
  /**
   * How long the test takes, as read in "This test will take about <duration> to complete" (e.g. "5 minutes").
   */
  duration: string
  /**
   * Instructions shown on the intro, one paragraph per entry.
   *
   * @minItems 1
   *
   * Items: One paragraph of instructions.
   */
  instructions: [string, ...string[]]
  /**
   * The disclaimer shown on the intro: a screening is not a diagnosis.
   */
  disclaimer: string
  /**
   * Heading shown above a question that has no questionHeading of its own (e.g. "Over the last 2 weeks, how often have you been bothered by...").
   */
  formHeading: string
  /**
   * Heading of the result page.
   */
  resultHeading: string
  audience?: Audience
  source: Source
  /**
   * The questions in the published instrument's order; unscored extra questions (such as PHQ-9's difficulty question) come after the scored items.
   *
   * @minItems 1
   */
  questions: [Question, ...Question[]]
  /**
   * The highest total a person can reach (e.g. 27 for PHQ-9); shown as the bottom of the score circle. For an open-ended total (scoring.openEnded) it is a reference point instead.
   */
  expectedTotalScore: number
  scoring: Scoring
  translations?: Translations
  /**
   * The language of this definition's visible text, when the engine has localised it (localiseDefinition; GET /api/tests/?lang=sw answers it): "sw" when the test is available in Kiswahili, "en" when it is not and the page asked for Kiswahili. Never written in a test file, whose text is English (the catalogue check refuses it there).
   */
  language?: 'en' | 'sw'
}
/**
 * Who the test is meant for, so that a prostate test is not offered as if for everyone. Omit for a test meant for all adults.
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "audience".
 */
export interface Audience {
  /**
   * The one sex the test is written for.
   */
  sex?: 'female' | 'male'
  /**
   * Youngest age in years the test is validated or meant for.
   */
  minAge?: number
  /**
   * Oldest age in years the test is validated or meant for.
   */
  maxAge?: number
  /**
   * A sentence shown on the intro about who the test is for (e.g. "For women who gave birth in the last year").
   */
  note?: string
}
/**
 * Where the questions and scoring come from, and under what licence they are used.
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "source".
 */
export interface Source {
  /**
   * "validated-instrument" for a published, validated scale used as published; "guideline-checklist" for a transparent checklist built from a named guideline, which is not a validated scale. A guideline checklist shows the person, on its intro and under its grade, that it is not a validated scale; the catalogue check requires source.instrument to say so too, and refuses a checklist whose texts call it validated.
   */
  kind: 'validated-instrument' | 'guideline-checklist'
  /**
   * The instrument's or guideline's full name.
   */
  instrument: string
  /**
   * The published reference the items and scoring are taken from.
   */
  citation: string
  /**
   * The licence or permission under which the site uses the instrument, with the credit line the authors ask for.
   */
  licence: string
  /**
   * Address of the instrument's official page or scoring manual.
   */
  url: string
  /**
   * Every way this test differs from the published instrument, and why (e.g. "time asked in minutes only").
   *
   * Items: One adaptation, in a sentence.
   */
  adaptations?: string[]
  /**
   * For each language besides English in which this validated instrument's questions and options are offered, the published Swahili (or other) version they are copied from. Required for a validated instrument that declares that language under /translations; a guideline checklist has none (its text is the team's own).
   */
  translations?: {
    sw?: TranslationSource
  }
}
/**
 * A published, validated or officially distributed translation of the instrument: what it is, the study that validated it, the licence under which the site copies its wording, and where it can be read.
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "translationSource".
 */
export interface TranslationSource {
  /**
   * The translation the questions and options are copied from: who made or distributed it, its title and where it was published (e.g. a journal article, its appendix, or the developers' translations page).
   */
  translation: string
  /**
   * The study that validated this translation, as a full reference with its DOI.
   */
  validation: string
  /**
   * The licence or permission under which the site reproduces the translated wording, with any credit line asked for.
   */
  licence: string
  /**
   * Address at which the translated wording can be read.
   */
  url: string
}
/**
 * A question answered by choosing one option; its score is the chosen option's score.
 */
export interface SingleSelectQuestion {
  id: QuestionId
  /**
   * single-select: one option is chosen; an option may jump to a later question.
   */
  type: 'single-select'
  question: QuestionText
  questionHeading?: QuestionHeading
  hint?: QuestionHint
  notRiskItem?: NotRiskItem
  next?: QuestionJumps
  options: OptionList
  min?: never
  max?: never
  unit?: never
  maxLength?: never
  scoreWhenSkipped?: ScoreWhenSkipped
  reverseScored?: ReverseScored
}
/**
 * For a question whose wording matches the crisis lexicon (tests-catalog/crisis-lexicon.json: thoughts of death or self-harm, or a medical emergency) but which does not ask about the person's own risk, so needs no risk flag. Say why in a sentence, e.g. "Asks whether a relative died of heart disease, not about the person's own thoughts or symptoms." Without it, npm run check:catalog asks for a suicideRisk (or dangerSigns) flag on such a question.
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "notRiskItem".
 */
export interface NotRiskItem {
  /**
   * Why this question is not a risk item, in a sentence a reviewer can check.
   */
  reason: string
}
/**
 * A conditional jump: when the condition holds, go to the named later question.
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "jump".
 */
export interface Jump {
  when: Condition
  goto: QuestionId1
}
/**
 * True when the two numbers are equal.
 */
export interface Equal {
  eq: NumberPair
}
/**
 * The score of a question's answer: the chosen option's score (single-select), the sum of the chosen options' scores (multi-select), the number entered (user-input-number), 0 for text. A question not on the path taken counts 0.
 */
export interface AnswerReference {
  answer: QuestionId
}
/**
 * A value computed in scoring.values.
 */
export interface ValueReference {
  value: ValueName
}
/**
 * The sum of the scores of the listed questions.
 */
export interface SumOfItems {
  sum: ItemList
}
/**
 * The questions an aggregate runs over.
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "itemList".
 */
export interface ItemList {
  /**
   * Ids of the questions, each listed once.
   *
   * @minItems 1
   */
  items: [QuestionId, ...QuestionId[]]
}
/**
 * The mean of the scores of the listed questions that are on the path taken (0 when none is).
 */
export interface MeanOfItems {
  mean: ItemList
}
/**
 * How many of the listed questions scored at least scoreAtLeast (e.g. PCL-5 symptoms rated Moderately or more).
 */
export interface CountOfItems {
  /**
   * The questions to count over and the threshold.
   */
  count: {
    /**
     * Ids of the questions to count over.
     *
     * @minItems 1
     */
    items: [QuestionId, ...QuestionId[]]
    /**
     * A question counts when its score is at least this.
     */
    scoreAtLeast: number
  }
}
/**
 * The sum of two or more numbers.
 */
export interface Addition {
  add: NumberList
}
/**
 * The first number minus the second.
 */
export interface Subtraction {
  sub: NumberPair
}
/**
 * The product of two or more numbers.
 */
export interface Multiplication {
  mul: NumberList
}
/**
 * The first number divided by the second; 0 when the second is 0.
 */
export interface Division {
  div: NumberPair
}
/**
 * The smallest of two or more numbers (e.g. minutes capped at 180).
 */
export interface Minimum {
  min: NumberList
}
/**
 * The largest of two or more numbers.
 */
export interface Maximum {
  max: NumberList
}
/**
 * A number rounded to a count of decimals (e.g. BMI to 1 decimal).
 */
export interface Rounding {
  /**
   * The number and how many decimals to keep.
   */
  round: {
    value: NumberExpression
    /**
     * Decimals to keep (0 to 4).
     */
    decimals: number
  }
}
/**
 * One number when a condition holds, another otherwise (e.g. BMI points: 0 under 25).
 */
export interface Choice {
  /**
   * The condition and the two numbers.
   */
  if: {
    when: Condition
    then: NumberExpression
    else: NumberExpression
  }
}
/**
 * True when the two numbers differ.
 */
export interface NotEqual {
  ne: NumberPair
}
/**
 * True when the first number is greater than the second.
 */
export interface GreaterThan {
  gt: NumberPair
}
/**
 * True when the first number is greater than or equal to the second.
 */
export interface GreaterOrEqual {
  gte: NumberPair
}
/**
 * True when the first number is less than the second.
 */
export interface LessThan {
  lt: NumberPair
}
/**
 * True when the first number is less than or equal to the second.
 */
export interface LessOrEqual {
  lte: NumberPair
}
/**
 * True when every listed condition holds.
 */
export interface AllOf {
  /**
   * Two or more conditions.
   *
   * @minItems 2
   */
  all: [Condition, Condition, ...Condition[]]
}
/**
 * True when at least one listed condition holds.
 */
export interface AnyOf {
  /**
   * Two or more conditions.
   *
   * @minItems 2
   */
  any: [Condition, Condition, ...Condition[]]
}
/**
 * True when the condition does not hold.
 */
export interface Negation {
  not: Condition
}
/**
 * True when the named option (0 is the first) was chosen for the question, which must be on the path taken (e.g. sex is "Male").
 */
export interface OptionChosen {
  /**
   * The question and the option's position.
   */
  chosen: {
    question: QuestionId
    /**
     * Position of the option, 0 for the first.
     */
    option: number
  }
}
/**
 * True when the question is on the path taken and has an answer.
 */
export interface Answered {
  answered: QuestionId
}
/**
 * One answer a person can choose.
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "option".
 */
export interface Option {
  /**
   * The answer as shown.
   */
  text: string
  /**
   * Points for this answer, as published (reverse-scored items carry their reversed points here).
   */
  score: number
  nextQuestion?: QuestionId2
  /**
   * For multi-select: choosing this option clears the others, and choosing another clears this one (e.g. "None of these").
   */
  exclusive?: boolean
}
/**
 * A question answered by choosing any number of options; its score is the sum of the chosen options' scores.
 */
export interface MultiSelectQuestion {
  id: QuestionId
  /**
   * multi-select: any number of options are chosen, their scores added; an option may be exclusive ("None of these").
   */
  type: 'multi-select'
  question: QuestionText
  questionHeading?: QuestionHeading
  hint?: QuestionHint
  notRiskItem?: NotRiskItem
  next?: QuestionJumps
  options: OptionList
  min?: never
  max?: never
  unit?: never
  maxLength?: never
  scoreWhenSkipped?: ScoreWhenSkipped
  reverseScored?: ReverseScored
}
/**
 * A question answered by typing a whole number within min and max; its score is the number.
 */
export interface NumberQuestion {
  id: QuestionId
  /**
   * user-input-number: a whole number within min and max, which is its score.
   */
  type: 'user-input-number'
  question: QuestionText
  questionHeading?: QuestionHeading
  hint?: QuestionHint
  notRiskItem?: NotRiskItem
  next?: QuestionJumps
  /**
   * Smallest number accepted.
   */
  min: number
  /**
   * Largest number accepted.
   */
  max: number
  /**
   * Unit shown beside the number box (e.g. "minutes", "cm", "kg").
   */
  unit?: string
  options?: never
  maxLength?: never
  scoreWhenSkipped?: ScoreWhenSkipped
  reverseScored?: never
}
/**
 * A question answered in free text, which is never scored.
 */
export interface TextQuestion {
  id: QuestionId
  /**
   * user-input-text: free text, never scored.
   */
  type: 'user-input-text'
  question: QuestionText
  questionHeading?: QuestionHeading
  hint?: QuestionHint
  notRiskItem?: NotRiskItem
  next?: QuestionJumps
  /**
   * Most characters accepted (500 when omitted).
   */
  maxLength?: number
  options?: never
  min?: never
  max?: never
  unit?: never
  scoreWhenSkipped?: never
  reverseScored?: never
}
/**
 * How the answers become a total, a grade and the result sections. Data only: no code and no expression strings.
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "scoring".
 */
export interface Scoring {
  /**
   * Named computed values (BMI, MET-minutes, AUDIT-C), usable in every expression below and in each other (without going round in a circle).
   */
  values?: {
    [k: string]: NumberExpression
  }
  total: NumberExpression
  /**
   * True when the total has no natural maximum (IPAQ MET-minutes): expectedTotalScore is then a reference point and only needs to lie within the reachable totals.
   */
  openEnded?: boolean
  direction?: ScaleDirection
  /**
   * Grades decided by conditions, checked in order before the bands.
   */
  gradeRules?: GradeRule[]
  /**
   * Grades by total, from lowest to highest, covering every reachable total exactly once.
   *
   * @minItems 1
   */
  bands: [GradeBand, ...GradeBand[]]
  /**
   * Scales with their own grades, shown on the result after the total's (burnout's three CBI scales). Each is checked for coverage like the total.
   *
   * @minItems 1
   */
  subscales?: [Subscale, ...Subscale[]]
  /**
   * Safety messages shown whatever the total.
   */
  flags?: Flag[]
  sections?: ResultSections
}
/**
 * A grade decided by a condition rather than the total (IGDS9-SF: five items answered "Very often" means "Possible Dependence" whatever the total). Rules are checked in order before the bands.
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "gradeRule".
 */
export interface GradeRule {
  when: Condition
  /**
   * The grade text shown under the score (e.g. "Mild depression").
   */
  grade: string
  tone: Tone
  /**
   * What this result means, in plain words ("Here is What Your Score Means").
   */
  description: string
  nextSteps: NextSteps
  services?: Services
}
/**
 * A grade for a range of totals, with what it means and what to do next.
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "gradeBand".
 */
export interface GradeBand {
  /**
   * Lowest total in the range (inclusive).
   */
  min: number
  /**
   * Highest total in the range (inclusive). Use for whole-number totals.
   */
  max?: number
  /**
   * Totals must be below this (exclusive). Use for totals with decimals, such as means.
   */
  below?: number
  /**
   * The grade text shown under the score (e.g. "Mild depression").
   */
  grade: string
  tone: Tone
  /**
   * What this result means, in plain words ("Here is What Your Score Means").
   */
  description: string
  nextSteps: NextSteps
  services?: Services
  toneReason?: ToneReason
}
/**
 * One scale of a test with several (the CBI's personal, work-related and client-related burnout): its own score and grade bands, so one test gives several results. Its bands are checked like the total's: they must cover every score the subscale can reach, once, and each must be reachable.
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "subscale".
 */
export interface Subscale {
  /**
   * The subscale's name in camelCase (e.g. "personalBurnout"), unique in the test; the result lists subscales by it.
   */
  id: string
  /**
   * The subscale's name as shown (e.g. "Personal burnout").
   */
  label: string
  value: NumberExpression
  /**
   * Decimals shown for its score (0 when omitted).
   */
  decimals?: number
  /**
   * The highest score shown beside it ("62.5 of 100"), when the scale has one.
   */
  maximum?: number
  when?: Condition1
  direction?: ScaleDirection
  /**
   * The subscale's grades, from the lowest score to the highest, covering every reachable score exactly once.
   *
   * @minItems 1
   */
  bands: [SubscaleBand, ...SubscaleBand[]]
}
/**
 * A grade for a range of one subscale's score (e.g. CBI personal burnout 50 to below 75: "Moderate"), shown on the result beside the subscale.
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "subscaleBand".
 */
export interface SubscaleBand {
  /**
   * Lowest total in the range (inclusive).
   */
  min: number
  /**
   * Highest total in the range (inclusive). Use for whole-number totals.
   */
  max?: number
  /**
   * Totals must be below this (exclusive). Use for totals with decimals, such as means.
   */
  below?: number
  /**
   * The subscale's grade text (e.g. "Moderate personal burnout").
   */
  grade: string
  tone: Tone
  toneReason?: ToneReason
  /**
   * What this grade of the subscale means, in plain words.
   */
  description: string
  /**
   * What to do at this grade, one step per entry (optional: the test's grade already gives next steps).
   *
   * @minItems 1
   *
   * Items: One next step.
   */
  nextSteps?: [string, ...string[]]
}
/**
 * A safety message that appears whatever the total when its condition holds (PHQ-9 item 9 above 0 fills suicideRisk; danger signs in pregnancy). A suicideRisk flag also makes the result page show the Kenyan crisis contacts.
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "flag".
 */
export interface Flag {
  when: Condition
  /**
   * suicideRisk ("Risk of Harm"), dangerSigns (see a health worker now), or nextSteps (a step placed first in the list).
   */
  section: 'suicideRisk' | 'dangerSigns' | 'nextSteps'
  /**
   * The message shown.
   */
  text: string
}
/**
 * The optional result sections this test fills, and from what.
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "sections".
 */
export interface ResultSections {
  /**
   * "Subscale Scores": named numbers (e.g. MSPSS Family mean).
   *
   * @minItems 1
   */
  subscaleScores?: [ReportedValue, ...ReportedValue[]]
  /**
   * "Detailed Analysis": named numbers (e.g. MET-minutes per activity).
   *
   * @minItems 1
   */
  detailedAnalysis?: [ReportedValue, ...ReportedValue[]]
  /**
   * "Cluster Scores": named numbers (e.g. PCL-5 clusters B to E).
   *
   * @minItems 1
   */
  clusterScores?: [ReportedValue, ...ReportedValue[]]
  /**
   * "How Your Symptoms Affect Your Day-to-Day": the first text whose condition holds.
   *
   * @minItems 1
   */
  impact?: [TextRule, ...TextRule[]]
  /**
   * "Overall Interpretation": the first text whose condition holds.
   *
   * @minItems 1
   */
  overallInterpretation?: [TextRule, ...TextRule[]]
  /**
   * "Provisional Diagnosis": the first text whose condition holds (e.g. the PCL-5 DSM-5 rule).
   *
   * @minItems 1
   */
  provisionalDiagnosis?: [TextRule, ...TextRule[]]
  /**
   * "Problem Areas": every text whose condition holds.
   *
   * @minItems 1
   */
  problemAreas?: [TextRule, ...TextRule[]]
  /**
   * "Health Risks": every text whose condition holds.
   *
   * @minItems 1
   */
  healthRisks?: [TextRule, ...TextRule[]]
  emotionalExhaustion?: Dimension
  depersonalization?: Dimension
  personalAccomplishment?: Dimension
  /**
   * Address of helpful resources ("Visit our support resources").
   */
  supportResources?: string
}
/**
 * A named number shown in a result section (e.g. a subscale mean).
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "reportedValue".
 */
export interface ReportedValue {
  /**
   * The name shown beside the number.
   */
  label: string
  value: NumberExpression
  /**
   * Decimals shown (0 when omitted).
   */
  decimals?: number
}
/**
 * A text that appears in the result when its condition holds (always, when there is no condition).
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "textRule".
 */
export interface TextRule {
  when?: Condition
  /**
   * The text shown.
   */
  text: string
}
/**
 * A result section with a description, a level and next steps, decided by the range a value falls in.
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "dimension".
 */
export interface Dimension {
  value: NumberExpression
  /**
   * The levels, from lowest to highest value, covering every reachable value once.
   *
   * @minItems 1
   */
  levels: [DimensionLevel, ...DimensionLevel[]]
}
/**
 * A level of one dimension (e.g. burnout's exhaustion) for a range of its value.
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "dimensionLevel".
 */
export interface DimensionLevel {
  /**
   * Lowest total in the range (inclusive).
   */
  min: number
  /**
   * Highest total in the range (inclusive). Use for whole-number totals.
   */
  max?: number
  /**
   * Totals must be below this (exclusive). Use for totals with decimals, such as means.
   */
  below?: number
  /**
   * The level's name (e.g. "High").
   */
  level: string
  /**
   * What this level means.
   */
  description: string
  /**
   * What to do at this level, one step per entry.
   *
   * @minItems 1
   *
   * Items: One next step.
   */
  nextSteps: [string, ...string[]]
}
/**
 * The test's visible text in languages besides English, by language code. A test that lists a language here must give every visible string in it (the catalogue check names any missing one by JSON pointer); a test without a language stays in English on that language's pages. Scores, jumps, conditions and flags' rules are never translated: only text.
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "translations".
 */
export interface Translations {
  sw?: Translation
}
/**
 * One language's text, split by where it comes from. Every key is an RFC 6901 JSON pointer to a visible string of this file (e.g. "/questions/0/options/1/text"); a string may be given in only one of the two lists.
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "translation".
 */
export interface Translation {
  published?: TranslatedTexts
  team?: TranslatedTexts1
}
/**
 * Wording copied exactly from the published translation cited in /source/translations (validated instruments only): the questions, their options and any other text that translation gives. A validated instrument's questions and options may come only from here.
 */
export interface TranslatedTexts {
  /**
   * The translated string, as the person reads it.
   */
  [k: string]: string
}
/**
 * The site's own text translated by the team (titles, introductions, bands' descriptions and next steps, and every string of a guideline checklist). Each one awaits review by a fluent clinical reviewer and is listed in docs/i18n-review-list.md.
 */
export interface TranslatedTexts1 {
  /**
   * The translated string, as the person reads it.
   */
  [k: string]: string
}
/**
 * A range of totals: from min (inclusive) up to max (inclusive) or below (exclusive); with neither, every total from min up.
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "range".
 */
export interface ScoreRange {
  /**
   * Lowest total in the range (inclusive).
   */
  min: number
  /**
   * Highest total in the range (inclusive). Use for whole-number totals.
   */
  max?: number
  /**
   * Totals must be below this (exclusive). Use for totals with decimals, such as means.
   */
  below?: number
}
/**
 * Translated strings by the JSON pointer of the English string they replace.
 *
 * This interface was referenced by `TestDefinition`'s JSON-Schema
 * via the `definition` "translatedTexts".
 */
export interface TranslatedTexts2 {
  /**
   * The translated string, as the person reads it.
   */
  [k: string]: string
}
