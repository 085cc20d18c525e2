/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * Lower-case words separated by single spaces; a word may be alternatives joined by |, each beginning with * (ends the word) or ending with * (begins the word) or ~ (one letter of misspelling allowed); ... stands for up to three words.
 *
 * This interface was referenced by `CrisisLexicon`'s JSON-Schema
 * via the `definition` "phrase".
 */
export type Phrase = string
/**
 * Phrases of one kind of crisis in one language, or a composition of categories.
 *
 * This interface was referenced by `CrisisLexicon`'s JSON-Schema
 * via the `definition` "crisisRule".
 */
export type CrisisRule = CrisisRule1 & CrisisRule2
export type CrisisRule1 = {
  [k: string]: unknown
}

/**
 * The phrases the assistant's crisis detector recognises (tests-catalog/crisis-lexicon.json), in English, Swahili and Sheng, shared by the server and the chat widget. A phrase is lower-case words separated by single spaces; a word may list alternatives with | ("kill|end"), end with * to match any word it begins ("suicid*"), begin with * to match any word it ends ("*jiua": kujiua, atajiua, anajiua), or end with ~ to also match a misspelling one letter away ("suicidal~", only for words of five letters or more); the word ... stands for up to three words of any kind. Before matching, text is lower-cased, accents and apostrophes dropped, punctuation turned into spaces, the rewrites applied and every run of a repeated letter squeezed to one (so "killl" and "kill" are the same).
 */
export interface CrisisLexicon {
  /**
   * Optional pointer to this schema, so that editors can check the file as it is typed.
   */
  $schema?: string
  /**
   * Words replaced before matching, so that phrases need one spelling only: contractions and chat spellings ("im": "i am", "wanna": "want to", "u": "you").
   */
  rewrites: {
    /**
     * The words that replace it, lower-case, separated by single spaces.
     */
    [k: string]: string
  }
  /**
   * Named vocabularies of meaning (decision 055), each in English, Swahili and Sheng, that rules compose instead of listing whole sentences: first person or someone else, an intent or wish, a means, a time or plan, an act already done, finality or goodbye, being a burden, and the contexts that make a word harmless (hyperbole, an accident, pest control, a normal dose, sport). A message finds a category when any phrase of any of its languages matches (people mix languages).
   */
  categories?: {
    [k: string]: CrisisCategory
  }
  /**
   * The groups of phrases that fire the detector, each for one kind of crisis.
   *
   * @minItems 1
   */
  rules: [CrisisRule, ...CrisisRule[]]
  /**
   * Phrases that are not a crisis although they contain a phrase that fires ("suicide prevention", "i killed it at the gym"): a firing match that shares a word with a match of one of these is ignored.
   */
  ignore: CrisisIgnore[]
  /**
   * Categories of context that lower a rule's crisis to a check-in, never to nothing (decision 055): "wanted to die lol", rat poison for the rats, two panadol for a headache. The person is still asked directly; a false crisis answer is what is avoided. The classifier may still raise the outcome.
   *
   * Items: One lowering context: a category and why it lowers.
   */
  lowering?: {
    /**
     * The id of a category in categories.
     */
    category: string
    /**
     * Also clears a check-in that only the distress net or the classifier gave (no crisis rule matched): a cut while shaving, two panadol for a headache, mosquito spray. A crisis rule's outcome is still only lowered to a check-in.
     */
    clearsCheckIn?: boolean
    /**
     * Why this context lowers a crisis, for the next editor.
     */
    why: string
  }[]
}
/**
 * One category of meaning: its phrases per language.
 *
 * This interface was referenced by `CrisisLexicon`'s JSON-Schema
 * via the `definition` "category".
 */
export interface CrisisCategory {
  /**
   * What the category means, for the next editor.
   */
  description: string
  /**
   * English phrases.
   */
  en: Phrase[]
  /**
   * Swahili phrases.
   */
  sw: Phrase[]
  /**
   * Sheng and code-switched phrases.
   */
  sheng: Phrase[]
}
export interface CrisisRule2 {
  /**
   * Stable id of the group, lower-case words joined by hyphens (e.g. "suicide-direct-en").
   */
  id: string
  /**
   * The kind of crisis these phrases signal. When phrases of several kinds match, suicide-self-harm wins over violence, which wins over medical-emergency.
   */
  kind: 'suicide-self-harm' | 'violence' | 'medical-emergency'
  /**
   * The language of the phrases: en (English), sw (Swahili) or sheng (Sheng and mixed Swahili-English).
   */
  language: 'en' | 'sw' | 'sheng'
  /**
   * What the assistant does when the rule fires: crisis (the default) answers with the crisis contacts first; checkIn is the broad distress net (hopelessness, being a burden, goodbyes, giving things away, means, self-injury, not waking up, disappearing): the assistant asks directly whether the person is thinking about ending their life or hurting themselves, with the contacts under the question.
   */
  outcome?: 'crisis' | 'checkIn'
  /**
   * What else the rule tells the reply: act-done, an act already done (an overdose taken, poison swallowed), answered with the emergency line (999 or 112) before anything else; someone-else, a person worried about someone else, answered with what to do now as a helper.
   */
  signal?: 'act-done' | 'someone-else'
  /**
   * The phrases; any one of them fires the rule.
   *
   * @minItems 1
   */
  phrases?: [Phrase, ...Phrase[]]
  /**
   * A rule over categories (decision 055): it fires when every category of all is found in the message and none of unless. For example a means with an intent, a time or an act already done; someone else with an act already done. A rule has one of phrases, together or compose; a composed rule's language is the one it was first written for, its categories carry all three.
   */
  compose?: {
    /**
     * Category ids that must all be found.
     *
     * @minItems 1
     *
     * Items: The id of a category in categories.
     */
    all: [string, ...string[]]
    /**
     * Category ids any one of which stops the rule.
     *
     * Items: The id of a category in categories.
     */
    unless?: string[]
  }
  /**
   * Signals that fire the rule only when every one of them is found somewhere in the message, in any order: for example a farewell and a sign of finality, or hopelessness and a means. Each signal is a list of phrases, any one of which finds it. A rule has either phrases or together, not both.
   *
   * @minItems 2
   */
  together?: [[Phrase, ...Phrase[]], [Phrase, ...Phrase[]], ...[Phrase, ...Phrase[]][]]
}
/**
 * Phrases that are not a crisis, with the reason.
 *
 * This interface was referenced by `CrisisLexicon`'s JSON-Schema
 * via the `definition` "crisisIgnore".
 */
export interface CrisisIgnore {
  /**
   * Stable id of the group, lower-case words joined by hyphens.
   */
  id: string
  /**
   * Why these phrases are not a crisis, for the next editor.
   */
  why: string
  /**
   * The phrases; a firing match that shares a word with a match of one of them is ignored.
   *
   * @minItems 1
   */
  phrases: [Phrase, ...Phrase[]]
}
