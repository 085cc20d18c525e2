/**
 * The crisis card the widget shows on its own when the request fails (RELIABILITY.md C2, R9):
 * the person's words go through the same detector as on the server, and the contacts come from
 * the bundled tests-catalog/crisis-contacts.json, so it works with the network gone. Loaded only
 * with the chat panel, never in the main chunk.
 */
import { detectCrisis, type CrisisKind, type CrisisLexicon } from '#engine/crisis.ts'
import type { ChatCrisis } from '#schemas/generated/chat-reply.ts'
import type { CrisisContactList } from '#schemas/index.ts'
import crisisContacts from '../../../tests-catalog/crisis-contacts.json'
import crisisLexicon from '../../../tests-catalog/crisis-lexicon.json'

// The catalogue tests check both files against their schemas; JSON imports lose only the tuple
// and enum types.
const { card, contacts } = crisisContacts as CrisisContactList
const lexicon = crisisLexicon as unknown as CrisisLexicon

/** The bundled card, in the shape of the server's crisis block. */
export function bundledCrisis(kind: CrisisKind): ChatCrisis {
  const [first, ...rest] = contacts.map(({ service, hours, numbers }) => ({
    service,
    hours,
    numbers: numbers.map(({ tel, display }) => ({ tel, display })) as ChatCrisis['contacts'][number]['numbers'],
  }))
  return {
    kind,
    heading: card.heading,
    message: card.message,
    contacts: [first!, ...rest],
    therapist: { text: card.therapistButton.text, link: card.therapistButton.link },
  }
}

/** The bundled crisis card when the text signals a crisis, else undefined. */
export function offlineCrisisFor(text: string): ChatCrisis | undefined {
  const detected = detectCrisis(text, lexicon)
  return detected ? bundledCrisis(detected.kind) : undefined
}
