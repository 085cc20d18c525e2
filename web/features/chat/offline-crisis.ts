/**
 * The crisis card the widget shows on its own when the request fails (RELIABILITY.md C2, R9):
 * the conversation goes through the same crisis net as on the server (engine/crisis.ts, the same
 * lexicon and classifier files), and the contacts come from the bundled
 * tests-catalog/crisis-contacts.json, so it works with the network gone. Loaded only with the chat
 * panel, never in the main chunk.
 */
import { assessRisk, type CrisisKind } from '#engine/crisis.ts'
import { emergencyLines } from '#schemas/api-contract.ts'
import type { ChatCrisis } from '#schemas/generated/chat-reply.ts'
import type { CrisisContactList } from '#schemas/index.ts'
import crisisContacts from '../../../tests-catalog/crisis-contacts.json'
import { crisisNets } from '../../shared/crisis-nets.ts'
import { earlierUserMessages, lastUserText, type ChatMessage, type ReplyLanguage } from './chat-messages.ts'

// The catalogue tests check the file against its schema; a JSON import loses only the tuple and
// enum types.
const { card, contacts } = crisisContacts as CrisisContactList

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
  const risk = assessRisk({ message: lastUserText(messages), earlier: earlierUserMessages(messages), riskSeen }, crisisNets)
  const language = messages.flatMap((message) => (message.from === 'assistant' && message.language ? [message.language] : [])).at(-1) ?? 'en'
  return risk.outcome !== 'none' || risk.distressSeen ? bundledCrisis(risk.kind, risk.actDone, language) : undefined
}
