/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * Lower-case words separated by single spaces; a word may be alternatives joined by |, each ending with * (begins the word) or ~ (one letter of misspelling allowed); ... stands for up to three words.
 *
 * This interface was referenced by `ConcernLexicon`'s JSON-Schema
 * via the `definition` "phrase".
 */
export type Phrase = string

/**
 * The assistant's curated concern lexicon (tests-catalog/concern-lexicon.json): what people say about their health in English, Swahili and Sheng, mapped to the site's tests and services, with the words of each suggestion's reason. Phrases follow the crisis lexicon's grammar: lower-case words separated by single spaces; a word may list alternatives with |, end with * (begins the word) or ~ (one letter of misspelling allowed); the word ... stands for up to three words.
 */
export interface ConcernLexicon {
  /**
   * Optional pointer to this schema, so that editors can check the file as it is typed.
   */
  $schema?: string
  /**
   * Words replaced before matching ("dont": "do not", "u": "you"), so that phrases need one spelling only.
   */
  rewrites: {
    /**
     * The words that replace it, lower-case, separated by single spaces.
     */
    [k: string]: string
  }
  negation: ConcernNegation
  /**
   * Phrases of a greeting ("hello", "habari", "niaje"): a message that is only a greeting is greeted back and asked what is on the person's mind, with no suggestion.
   */
  greetings: Phrase[]
  /**
   * Phrases of thanks ("thank you", "asante"): a message that is only thanks is answered kindly and invited to say more, with no suggestion.
   */
  thanks: Phrase[]
  /**
   * Phrases that carry on the conversation ("what else", "and at night too", "nyingine"): a message with no concern of its own but one of these is answered from the concerns mentioned earlier. Without one, a message the assistant does not understand gets a request to rephrase, whatever was said before.
   */
  followUps: Phrase[]
  /**
   * Phrases that ask for help without naming a concern ("I need help", "which test should I take", "nisaidie"): answered with the general starting points and a request for more, rather than a request to rephrase.
   */
  general: Phrase[]
  /**
   * For every test and service the assistant may suggest, by site path: the words its reasons use, and for tests the call-to-action label of SPEC.md's table (services take theirs from services.json).
   */
  routes: {
    [k: string]: ConcernRoute
  }
  /**
   * The concerns the assistant recognises.
   *
   * @minItems 1
   */
  concepts: [Concept, ...Concept[]]
}
/**
 * How a concern is recognised as denied ("I don't smoke", "sivuti sigara"): a negation phrase ending at most `window` words before the concern's phrase, with no break word between them.
 */
export interface ConcernNegation {
  /**
   * Phrases that deny what follows ("not", "never", "sivuti").
   *
   * @minItems 1
   */
  cues: [Phrase, ...Phrase[]]
  /**
   * Words that end a negation's reach ("but", "lakini").
   *
   * Items: One lower-case word.
   */
  breaks: string[]
  /**
   * How many words after its cue a negation reaches.
   */
  window: number
}
/**
 * What a reason says about one test or service.
 *
 * This interface was referenced by `ConcernLexicon`'s JSON-Schema
 * via the `definition` "concernRoute".
 */
export interface ConcernRoute {
  /**
   * For a test, what the check looks at, completing "this 5-minute check looks at ..." ("low mood"); for a service, a short clause on what it offers ("a therapist can listen and help in a private session"). Never a diagnosis.
   */
  focus: string
  /**
   * The same in Swahili, for an answer in Swahili: for a test it completes "kipimo hiki cha dakika 5 kinaangalia ..." ("hali ya huzuni"); for a service, a short clause ("daktari anaweza kulizungumza nawe kwa simu au video").
   */
  focusSw: string
  /**
   * For a test, the button's words from SPEC.md's table ("Assess Depression Risk"); a test without one gets "Learn More".
   */
  callToAction?: string
}
/**
 * One concern: the phrases that name it and the tests and services it points to.
 *
 * This interface was referenced by `ConcernLexicon`'s JSON-Schema
 * via the `definition` "concept".
 */
export interface Concept {
  /**
   * Stable id, lower-case words joined by hyphens (e.g. "trouble-sleeping").
   */
  id: string
  /**
   * How a reason names the concern, completing "You mentioned ..." ("trouble sleeping"). Plain, kind and never a diagnosis.
   */
  mention: string
  /**
   * The same in Swahili, completing "Ulitaja ..." ("kukosa usingizi"), for an answer in Swahili.
   */
  mentionSw: string
  /**
   * Phrases in English, Swahili and Sheng that name the concern.
   *
   * @minItems 1
   */
  phrases: [Phrase, ...Phrase[]]
  /**
   * Phrases that overlap one of the concern's phrases without meaning it ("kupata mimba" is getting pregnant, not being pregnant).
   */
  ignore?: Phrase[]
  /**
   * False when a denial is the concern itself ("I don't exercise", "no one to talk to"); true by default.
   */
  negatable?: boolean
  /**
   * The tests and services the concern points to, each with its weight (3: the best fit; 1: worth a look).
   *
   * @minItems 1
   */
  suggest: [ConceptSuggestion, ...ConceptSuggestion[]]
}
/**
 * One test or service and how strongly the concern points to it.
 */
export interface ConceptSuggestion {
  /**
   * Site path of the test or service (a key of routes).
   */
  route: string
  /**
   * How strongly the concern points to it, from 0.1 to 5.
   */
  weight: number
}
