/**
 * The crisis net for free text outside the assistant (issue 17 item 6): booking notes (and any
 * other field a visitor writes in) go through the same function as the chat, with the same lexicon
 * and classifier (engine assessFreeText). The text is never logged or stored by this check.
 */
import { assessFreeText, type RiskAssessment } from '#engine/index.ts'
import { loadChatCatalogue } from './chat-catalogue.ts'

export function freeTextRisk(texts: readonly (string | null | undefined)[]): RiskAssessment {
  const { crisisLexicon, crisisClassifier } = loadChatCatalogue()
  return assessFreeText(texts.filter((text): text is string => typeof text === 'string'), { lexicon: crisisLexicon, classifier: crisisClassifier })
}

/** Whether the text calls for the crisis card (a crisis or a check-in of the net). */
export const needsCrisisCard = (texts: readonly (string | null | undefined)[]): boolean => freeTextRisk(texts).outcome !== 'none'
