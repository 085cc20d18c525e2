/**
 * The crisis card the widget shows on its own when the request fails (RELIABILITY.md C2, R9):
 * the conversation goes through the same crisis net as on the server (engine/crisis.ts, the same
 * lexicon and classifier files), and the contacts come from the bundled
 * tests-catalog/crisis-contacts.json, so it works with the network gone. Loaded only with the chat
 * panel, never in the main chunk.
 */
import { assessRisk, type CrisisClassifier, type CrisisKind, type CrisisLexicon } from '#engine/crisis.ts'
import { emergencyLines as sharedEmergencyLines } from '#schemas/api-contract.ts'
import type { ChatCrisis } from '#schemas/generated/chat-reply.ts'
import type { CrisisContactList } from '#schemas/index.ts'
import crisisClassifier from '../../../tests-catalog/crisis-classifier.json'
import crisisContacts from '../../../tests-catalog/crisis-contacts.json'
import crisisLexicon from '../../../tests-catalog/crisis-lexicon.json'
import { earlierUserMessages, lastUserText, type ChatMessage, type ReplyLanguage } from './chat-messages.ts'

// The catalogue tests check these files against their schemas; JSON imports lose only the tuple
// and enum types.
const { card, contacts } = crisisContacts as CrisisContactList
const nets = { lexicon: crisisLexicon as unknown as CrisisLexicon, classifier: crisisClassifier as CrisisClassifier }

/** The emergency line for an act already done, first on the card (the server's crisis-reply.ts says the same). */
export const emergencyLines: Record<ReplyLanguage, string> = sharedEmergencyLines

/** The bundled contacts, in the card's order. */
export function bundledContacts(): ChatCrisis['contacts'] {
  const [first, ...rest] = contacts.map(({ service, hours, numbers }) => ({
    service,
    hours,
    numbers: numbers.map(({ tel, display }) => ({ tel, display })) as ChatCrisis['contacts'][number]['numbers'],
  }))
  return [first!, ...rest]
}

/** The bundled card, in the shape of the server's crisis block. */
export function bundledCrisis(kind: CrisisKind, actDone = false, language: ReplyLanguage = 'en'): ChatCrisis {
  return {
    kind,
    ...(actDone ? { emergency: emergencyLines[language] } : {}),
    heading: card.heading,
    message: card.message,
    contacts: bundledContacts(),
    therapist: { text: card.therapistButton.text, link: card.therapistButton.link },
  }
}

/**
 * The bundled crisis card when the conversation calls for the contacts (a crisis, a check-in, or
 * risk or distress seen earlier: the same net as the server's), else undefined. The emergency line
 * is in the language of the last reply.
 */
export function offlineCrisisFor(messages: readonly ChatMessage[], riskSeen = false): ChatCrisis | undefined {
  const risk = assessRisk({ message: lastUserText(messages), earlier: earlierUserMessages(messages), riskSeen }, nets)
  const language = messages.flatMap((message) => (message.from === 'assistant' && message.language ? [message.language] : [])).at(-1) ?? 'en'
  return risk.outcome !== 'none' || risk.distressSeen ? bundledCrisis(risk.kind, risk.actDone, language) : undefined
}
