/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * Stars given to the experience, 1 to 5; 0 means not rated (the panel's reset value).
 */
export type ExperienceRating = number
/**
 * Asked when the rating is 3 or lower: what would have made the experience better.
 */
export type ImprovementSuggestions = string
/**
 * How useful the tool was; an empty text means not answered.
 */
export type Usefulness = 'Very useful' | 'Somewhat useful' | 'Not useful at all' | ''
/**
 * Asked after any usefulness answer: what made it useful or not.
 */
export type UsefulnessDetails = string
/**
 * Whether the tool was easy to use; an empty text means not answered.
 */
export type EaseOfUse = 'Yes' | 'No' | ''
/**
 * Asked when the tool was not easy to use: what was hard.
 */
export type Difficulties = string
/**
 * Features the person would like the site to have.
 */
export type DesiredFeatures = string
/**
 * Whether the tool addressed the person's health concerns; an empty text means not answered.
 */
export type Relevance = 'Yes completely' | 'Partially' | 'Not at all' | ''
/**
 * Asked when the concerns were addressed only partially or not at all: what was missing.
 */
export type RelevanceDetails = string
/**
 * Any other thoughts about the site.
 */
export type OtherThoughts = string
/**
 * How the person would describe the tool to a friend.
 */
export type DescriptionForAFriend = string
/**
 * Whether the person agrees to be contacted about this feedback; an empty text means not answered. Contact details are kept only when this is Yes.
 */
export type OKToContact = 'Yes' | 'No' | ''
/**
 * Asked when contact is OK: a phone number or email address. Kept only when okWithContact is Yes; otherwise it is not stored.
 */
export type ContactDetails = string

/**
 * The body of POST /api/survey: the feedback panel's 13 answers. Every field is optional; a free text holds at most 2000 characters.
 */
export interface SurveyRequest {
  experience?: ExperienceRating
  improvement?: ImprovementSuggestions
  usefulness?: Usefulness
  usefulnessDetails?: UsefulnessDetails
  easeOfUse?: EaseOfUse
  challenge?: Difficulties
  desiredFeatures?: DesiredFeatures
  relevance?: Relevance
  relevanceDetails?: RelevanceDetails
  additionalFeedback?: OtherThoughts
  bigPicture?: DescriptionForAFriend
  okWithContact?: OKToContact
  contactDetails?: ContactDetails
}
