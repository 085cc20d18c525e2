/**
 * The assistant's answer when the crisis detector fires: the crisis contacts and the safety card's
 * words (tests-catalog/crisis-contacts.json, the same file as the result page's safety card) lead,
 * then Talk to a Therapist (and, for a medical emergency, Talk to a Doctor). Built without the
 * language model, so it is the same whatever the model would say, and when it fails. In Swahili
 * when the person wrote in Swahili: the same contacts in the same order, the card's words and the
 * reply's sentences translated; service names, hours and button labels as the catalogue gives them.
 */
import type { CrisisKind } from '#engine/index.ts'
import type { ChatCrisis, ChatReply, ChatSuggestion } from '#schemas/generated/chat-reply.ts'
import type { ChatCatalogue } from './chat-catalogue.ts'
import type { ReplyLanguage } from './language.ts'

type CrisisWords = {
  openings: Record<CrisisKind, string>
  therapistReason: string
  doctorReason: string
  /** "or" between two numbers of one contact. */
  or: string
}

const words: Record<ReplyLanguage, CrisisWords> = {
  en: {
    openings: {
      'suicide-self-harm': 'Thank you for telling me. Your safety matters most right now.',
      violence: 'Thank you for telling me. If you or someone else is in danger now, call 999 or 112.',
      'medical-emergency': 'This may be a medical emergency. Call 999 or 112 now, or go to the nearest hospital or health centre.',
    },
    therapistReason: 'A qualified therapist can listen and help you find support, in a private session. It is not an emergency service.',
    doctorReason: 'When it is not an emergency, a doctor can talk it through with you by phone or video.',
    or: 'or',
  },
  sw: {
    openings: {
      'suicide-self-harm': 'Asante kwa kuniambia. Usalama wako ndio jambo muhimu zaidi sasa hivi.',
      violence: 'Asante kwa kuniambia. Ikiwa wewe au mtu mwingine yuko hatarini sasa, piga simu 999 au 112.',
      'medical-emergency': 'Hii inaweza kuwa dharura ya kiafya. Piga simu 999 au 112 sasa, au nenda hospitali au kituo cha afya kilicho karibu nawe.',
    },
    therapistReason: 'Mtaalamu wa tiba ya mazungumzo anaweza kukusikiliza na kukusaidia kupata msaada, katika kikao cha faragha. Si huduma ya dharura.',
    doctorReason: 'Isipokuwa ni dharura, daktari anaweza kulizungumza nawe kwa simu au video.',
    or: 'au',
  },
}

/**
 * The safety card's heading and message in Swahili (crisis-contacts.json holds the English). Kept
 * beside the answer that uses them: the result page's card is not translated yet.
 */
export const swahiliCard = {
  heading: 'Huhitaji kupitia hili peke yako',
  message: 'Ikiwa unaweza kutenda kulingana na mawazo haya, piga simu 999 au 112 sasa. Ikiwa unahitaji mtu wa kuongea naye, watu walio kwenye nambari hizi wako tayari kukusikiliza.',
}

/** The crisis field of the reply: the card's words, every contact, and the therapist link. */
export function crisisCard(kind: CrisisKind, catalogue: ChatCatalogue, language: ReplyLanguage = 'en'): ChatCrisis {
  const { card, contacts } = catalogue.crisisContacts
  const cardWords = language === 'sw' ? swahiliCard : card
  return {
    kind,
    heading: cardWords.heading,
    message: cardWords.message,
    contacts: contacts.map(({ service, hours, numbers }) => ({
      service,
      hours,
      numbers: numbers.map(({ tel, display }) => ({ tel, display })),
    })) as ChatCrisis['contacts'],
    therapist: { text: card.therapistButton.text, link: card.therapistButton.link },
  }
}

/** The contacts as plain text, for a reader that shows only the reply. */
function contactLines(crisis: ChatCrisis, or: string): string {
  return crisis.contacts.map((contact) => `${contact.service}: ${contact.numbers.map((number) => number.display).join(` ${or} `)} (${contact.hours}).`).join(' ')
}

export function crisisReply(kind: CrisisKind, catalogue: ChatCatalogue, language: ReplyLanguage = 'en'): ChatReply {
  const crisis = crisisCard(kind, catalogue, language)
  const { openings, therapistReason, doctorReason, or } = words[language]
  const suggestions: ChatSuggestion[] = [{ slug: crisis.therapist.link, text: crisis.therapist.text, reason: therapistReason }]
  const doctor = catalogue.routes.get('/services/talk-to-a-doctor')
  if (kind === 'medical-emergency' && doctor) suggestions.push({ slug: doctor.path, text: doctor.callToAction, reason: doctorReason })
  // The card's words speak to thoughts of suicide; for violence and emergencies the opening says it.
  const card = kind === 'suicide-self-harm' ? [`${crisis.heading}. ${crisis.message}`] : []
  const reply = [openings[kind], ...card, contactLines(crisis, or)].join(' ')
  return {
    reply,
    descriptions: suggestions.map((suggestion) => suggestion.reason) as ChatReply['descriptions'],
    routeslugs: suggestions.map((suggestion) => suggestion.slug) as ChatReply['routeslugs'],
    suggestions: suggestions as ChatReply['suggestions'],
    crisis,
    language,
  }
}
