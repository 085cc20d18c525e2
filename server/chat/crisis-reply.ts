/**
 * The assistant's answer when the crisis detector fires: the crisis contacts and the safety card's
 * words (tests-catalog/crisis-contacts.json, the same file as the result page's safety card) lead,
 * then Talk to a Therapist (and, for a medical emergency, Talk to a Doctor). Built without the
 * language model, so it is the same whatever the model would say, and when it fails.
 */
import type { CrisisKind } from '#engine/crisis.ts'
import type { ChatCrisis, ChatReply, ChatSuggestion } from '#schemas/generated/chat-reply.ts'
import type { ChatCatalogue } from './chat-catalogue.ts'

const openings: Record<CrisisKind, string> = {
  'suicide-self-harm': 'Thank you for telling me. Your safety matters most right now.',
  violence: 'Thank you for telling me. If you or someone else is in danger now, call 999 or 112.',
  'medical-emergency': 'This may be a medical emergency. Call 999 or 112 now, or go to the nearest hospital or health centre.',
}

const therapistReason = 'A qualified therapist can listen and help you find support, in a private session. It is not an emergency service.'
const doctorReason = 'When it is not an emergency, a doctor can talk it through with you by phone or video.'

/** The crisis field of the reply: the card's words, every contact, and the therapist link. */
export function crisisCard(kind: CrisisKind, catalogue: ChatCatalogue): ChatCrisis {
  const { card, contacts } = catalogue.crisisContacts
  return {
    kind,
    heading: card.heading,
    message: card.message,
    contacts: contacts.map(({ service, hours, numbers }) => ({
      service,
      hours,
      numbers: numbers.map(({ tel, display }) => ({ tel, display })),
    })) as ChatCrisis['contacts'],
    therapist: { text: card.therapistButton.text, link: card.therapistButton.link },
  }
}

/** The contacts as plain text, for a reader that shows only the reply. */
function contactLines(crisis: ChatCrisis): string {
  return crisis.contacts.map((contact) => `${contact.service}: ${contact.numbers.map((number) => number.display).join(' or ')} (${contact.hours}).`).join(' ')
}

export function crisisReply(kind: CrisisKind, catalogue: ChatCatalogue): ChatReply {
  const crisis = crisisCard(kind, catalogue)
  const suggestions: ChatSuggestion[] = [{ slug: crisis.therapist.link, text: crisis.therapist.text, reason: therapistReason }]
  const doctor = catalogue.routes.get('/services/talk-to-a-doctor')
  if (kind === 'medical-emergency' && doctor) suggestions.push({ slug: doctor.path, text: doctor.callToAction, reason: doctorReason })
  // The card's words speak to thoughts of suicide; for violence and emergencies the opening says it.
  const card = kind === 'suicide-self-harm' ? [`${crisis.heading}. ${crisis.message}`] : []
  const reply = [openings[kind], ...card, contactLines(crisis)].join(' ')
  return {
    reply,
    descriptions: suggestions.map((suggestion) => suggestion.reason) as ChatReply['descriptions'],
    routeslugs: suggestions.map((suggestion) => suggestion.slug) as ChatReply['routeslugs'],
    suggestions: suggestions as ChatReply['suggestions'],
    crisis,
  }
}
