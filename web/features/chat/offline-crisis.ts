/**
 * The crisis card the widget shows on its own when the request fails (RELIABILITY.md C2, R9):
 * the conversation goes through the same crisis net as on the server (engine/crisis.ts, the same
 * lexicon and classifier files), and the contacts come from the bundled
 * tests-catalog/crisis-contacts.json, so it works with the network gone. Loaded only with the chat
 * panel, never in the main chunk. In the language of the last reply, else the page's: the card's
 * words and the services' names in Kiswahili come from the same file (issue 20), and the therapist
 * link stays on the page's site (/sw/... on a Kiswahili page).
 */
import { assessRisk, type CrisisKind } from '#engine/crisis.ts'
import { emergencyLines } from '#schemas/api-contract.ts'
import type { ChatCrisis } from '#schemas/generated/chat-reply.ts'
import type { CrisisContactList } from '#schemas/index.ts'
import { localisedPath, type Locale } from '#schemas/locales.ts'
import crisisContacts from '../../../tests-catalog/crisis-contacts.json'
import { crisisNets } from '../../shared/crisis-nets.ts'
import { earlierUserMessages, lastUserText, type ChatMessage, type ReplyLanguage } from './chat-messages.ts'

// The catalogue tests check the file against its schema; a JSON import loses only the tuple and
// enum types.
const { card, contacts } = crisisContacts as CrisisContactList

/** The bundled contacts, in the card's order, named in `language`. */
export function bundledContacts(language: ReplyLanguage = 'en'): ChatCrisis['contacts'] {
  const [first, ...rest] = contacts.map(({ service, sw, hours, numbers }) => ({
    service: language === 'sw' ? sw.service : service,
    hours,
    numbers: numbers.map(({ tel, display }) => ({ tel, display })) as ChatCrisis['contacts'][number]['numbers'],
  }))
  return [first!, ...rest]
}

/** The bundled card, in the shape of the server's crisis block: its words in `language`, its link on the `page` language's site. */
export function bundledCrisis(kind: CrisisKind, actDone = false, language: ReplyLanguage = 'en', page: Locale = language): ChatCrisis {
  const kiswahili = language === 'sw'
  return {
    kind,
    ...(actDone ? { emergency: emergencyLines[language] } : {}),
    heading: kiswahili ? card.sw.heading : card.heading,
    message: kiswahili ? card.sw.message : card.message,
    contacts: bundledContacts(language),
    therapist: { text: kiswahili ? card.sw.therapistButton : card.therapistButton.text, link: localisedPath(card.therapistButton.link, page) },
  }
}

/**
 * The bundled crisis card when the conversation calls for the contacts (a crisis, a check-in, or
 * risk or distress seen earlier: the same net as the server's), else undefined. Its words are in
 * the language of the last reply, else the page's.
 */
export function offlineCrisisFor(messages: readonly ChatMessage[], riskSeen = false, page: Locale = 'en'): ChatCrisis | undefined {
  const risk = assessRisk({ message: lastUserText(messages), earlier: earlierUserMessages(messages), riskSeen }, crisisNets)
  const language = messages.flatMap((message) => (message.from === 'assistant' && message.language ? [message.language] : [])).at(-1) ?? page
  return risk.outcome !== 'none' || risk.distressSeen ? bundledCrisis(risk.kind, risk.actDone, language, page) : undefined
}
