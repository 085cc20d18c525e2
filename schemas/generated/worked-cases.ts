/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * What must be at a place: exactly a value (equals), nothing (absent), a text holding some words (contains) or following a pattern (matches), a list of so many entries (count), the same as in another test's file (sameAs), or the opposite of one of these (not).
 *
 * This interface was referenced by `WorkedCases`'s JSON-Schema
 * via the `definition` "expectation".
 */
export type Expectation =
  | {
      /**
       * The exact value: a number, a text, true or false, a list or an object.
       */
      equals: number | string | boolean | unknown[] | {} | null
    }
  | {
      /**
       * Always true: nothing is there (a section the result leaves out).
       */
      absent: true
    }
  | {
      /**
       * Words the text must hold, exactly as written.
       */
      contains: string
    }
  | {
      /**
       * A regular expression the text must match (for texts that vary: "^Your BMI is 2[0-9]").
       */
      matches: string
    }
  | {
      /**
       * How many entries the list has.
       */
      count: number
    }
  | {
      /**
       * The same value as at a place in another test's file (postnatal-health's first ten questions are the PHQ-9's).
       */
      sameAs: {
        /**
         * The other test's routeSlug.
         */
        test: string
        at: Pointer
      }
    }
  | {
      not: Expectation1
    }
/**
 * A JSON pointer: "/grade", "/nextSteps/0", "/subscaleScores/AUDIT-C (questions 1 to 3)" (a / inside a name is written ~1).
 *
 * This interface was referenced by `WorkedCases`'s JSON-Schema
 * via the `definition` "pointer".
 */
export type Pointer = string
/**
 * The opposite of an expectation: { "not": { "equals": "Low Risk" } }. A missing value does not contain, match or equal anything.
 */
export type Expectation1 =
  | {
      /**
       * The exact value: a number, a text, true or false, a list or an object.
       */
      equals: number | string | boolean | unknown[] | {} | null
    }
  | {
      /**
       * Always true: nothing is there (a section the result leaves out).
       */
      absent: true
    }
  | {
      /**
       * Words the text must hold, exactly as written.
       */
      contains: string
    }
  | {
      /**
       * A regular expression the text must match (for texts that vary: "^Your BMI is 2[0-9]").
       */
      matches: string
    }
  | {
      /**
       * How many entries the list has.
       */
      count: number
    }
  | {
      /**
       * The same value as at a place in another test's file (postnatal-health's first ten questions are the PHQ-9's).
       */
      sameAs: {
        /**
         * The other test's routeSlug.
         */
        test: string
        at: Pointer
      }
    }
  | {
      not: Expectation1
    }
/**
 * A condition on the answers, written as in the test's scoring (e.g. { "gte": [{ "count": { "items": [...], "scoreAtLeast": 3 } }, 4] }). Left out, the rule applies to every set of answers.
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
 */
export type NumberPair = [NumberExpression, NumberExpression]
/**
 * A number computed from the answers: a literal, an answer's score, a named value, or an operator object.
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
 * A question's id: lower-case letters, digits and hyphens (e.g. "phq-9").
 */
export type QuestionId = string
/**
 * The name of a computed value in scoring.values, in camelCase (e.g. "bmi").
 */
export type ValueName = string
/**
 * Two or more numbers.
 *
 * @minItems 2
 */
export type NumberList = [NumberExpression, NumberExpression, ...NumberExpression[]]
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
 * An answer: for a single-select question the chosen option's position (0 is the first option), for a multi-select question the list of positions chosen, for a number question the number, for a text question the text.
 *
 * This interface was referenced by `WorkedCases`'s JSON-Schema
 * via the `definition` "answerValue".
 */
export type CaseAnswer = number | string | number[] | null

/**
 * The worked cases of one test (tests-catalog/worked-cases/<routeSlug>.json): answers taken from the instrument's published scoring, with the total, grade and flags they must give. One generic test runs every case through the engine, the HTTP API (POST /api/interpret/) and the test's story; npm run check:catalog refuses a test whose cases do not reach every band, grade rule and flag at least once.
 */
export interface WorkedCases {
  /**
   * Optional pointer to this schema, so that editors can check the file as it is typed.
   */
  $schema?: string
  /**
   * The test the cases are for: its routeSlug, which is also this file's name without .json (e.g. "depression").
   */
  test: string
  /**
   * The published scoring reference the cases come from (author, year, manual or paper, and the rules it gives). It applies to every case that does not give its own source.
   */
  source: string
  /**
   * Facts about the test file itself that the published instrument fixes, each a JSON pointer into the test file (e.g. "/questions/0/options/1/text") and what must be there: the published order of questions and options, their scores.
   */
  definition?: {
    [k: string]: Expectation
  }
  /**
   * Phone numbers the test's texts give (e.g. "1195"), each of which tests-catalog/crisis-contacts.json must list with at least one source, so the result page makes it a one-tap link.
   *
   * @minItems 1
   *
   * Items: A number as crisis-contacts.json writes it in "tel" (e.g. "1195").
   */
  crisisNumbers?: [string, ...string[]]
  /**
   * Rules that hold for every possible set of answers, checked by trying them all (at most 100,000 sets; single-select questions only): BSMAS's "the polythetic pattern never shows Low Risk". Each says when it applies (a condition on the answers, in the scoring language, and/or expectations on the result) and what the result must then show.
   *
   * @minItems 1
   */
  invariants?: [WorkedInvariant, ...WorkedInvariant[]]
  /**
   * The worked cases, each a set of answers and what they must give.
   *
   * @minItems 1
   */
  cases: [WorkedCase, ...WorkedCase[]]
}
/**
 * A rule over every set of answers.
 *
 * This interface was referenced by `WorkedCases`'s JSON-Schema
 * via the `definition` "invariant".
 */
export interface WorkedInvariant {
  /**
   * What the rule shows, in a sentence.
   */
  name: string
  when?: Condition
  /**
   * Expectations on the result that make the rule apply (e.g. the grade is "Low Risk").
   */
  whenResult?: {
    [k: string]: Expectation
  }
  /**
   * What the result must show whenever the rule applies.
   */
  then: {
    [k: string]: Expectation
  }
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
    when: Condition1
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
  all: [Condition1, Condition1, ...Condition1[]]
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
  any: [Condition1, Condition1, ...Condition1[]]
}
/**
 * True when the condition does not hold.
 */
export interface Negation {
  not: Condition1
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
 * One worked case: answers and either the score they must give (totalScore, grade, tone, flags) or the refusal they must meet (refused).
 *
 * This interface was referenced by `WorkedCases`'s JSON-Schema
 * via the `definition` "case".
 */
export interface WorkedCase {
  /**
   * What the case shows, in a sentence ("a total of 10 is moderate depression").
   */
  name: string
  /**
   * This case's own published reference, when it is not the file's source.
   */
  source?: string
  /**
   * The answers, by question id ("phq-1": 2 is phq-1's third option). A question left out is not answered (a jump skipped it). A list instead gives the answers exactly as the API takes them, one per question in order, for cases about malformed answers.
   */
  answers:
    | {
        [k: string]: CaseAnswer
      }
    | CaseAnswer[]
  /**
   * The total the answers must give.
   */
  totalScore?: number
  /**
   * The grade text the answers must give (a band's or a grade rule's).
   */
  grade?: string
  /**
   * The grade's colour.
   */
  tone?: 'green' | 'yellow' | 'orange' | 'red-orange' | 'blue'
  /**
   * The flags that must fire, by position in the test's scoring.flags (0 is the first; the checker names them /scoring/flags/0, ...), in order; [] when none fires.
   *
   * Items: A flag's position in scoring.flags (0 is the first).
   */
  flags?: number[]
  /**
   * The questions the answers take the person through, in order, by id (to prove skip rules).
   *
   * Items: A question id, e.g. "audit-9".
   */
  path?: string[]
  /**
   * More about the result, each a JSON pointer into it and what must be there: "/suicideRisk": { "contains": "999 or 112" }, "/services": { "absent": true }, "/nextSteps/0": { "contains": "..." }.
   */
  result?: {
    [k: string]: Expectation
  }
  /**
   * The answers must be refused, the first problem at this place ("/answers/3": the fourth answer), optionally with words its message must hold.
   */
  refused?: {
    /**
     * Where the first problem is, e.g. "/answers/3".
     */
    pointer: string
    message?: Expectation
  }
}
