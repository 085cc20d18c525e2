/**
 * The assistant's answer when the crisis detector fires: the crisis contacts and the safety card's
 * words (tests-catalog/crisis-contacts.json, the same file as the result page's safety card) lead,
 * then Talk to a Therapist (and, for a medical emergency, Talk to a Doctor). Built without the
 * language model, so it is the same whatever the model would say, and when it fails. In Swahili
 * when the person wrote in Swahili: the same contacts in the same order, the card's words and the
 * reply's sentences translated; service names, hours and button labels as the catalogue gives them.
 * An act already done opens with the emergency line; worry about someone else with a helper's steps
 * (issue 17).
 */
import type { CrisisKind } from '#engine/index.ts'
import { emergencyLines } from '#schemas/api-contract.ts'
import type { ChatCrisis, ChatReply, ChatSuggestion } from '#schemas/generated/chat-reply.ts'
import type { ChatCatalogue } from './chat-catalogue.ts'
import { chatReply } from './chat-reply.ts'
import type { ReplyLanguage } from './language.ts'

type CrisisWords = {
  openings: Record<CrisisKind, string>
  /** An act already done (an overdose taken, poison swallowed): the emergency line, first of all. */
  emergency: string
  /** To a person worried about someone else: what to do now. */
  helper: string
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
    emergency: emergencyLines.en,
    helper:
      'Thank you for looking out for them. If they may be in danger now, call 999 or 112. Try to reach them now, or ask someone near them to go to them; stay with them, in person or on the phone, until help comes. If you safely can, take away pills, poison, ropes or blades, and listen without judging. These lines can guide you too.',
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
    emergency: emergencyLines.sw,
    helper:
      'Asante kwa kumjali. Ikiwa yuko hatarini sasa, piga simu 999 au 112. Jaribu kumfikia sasa, au mwombe mtu aliye karibu naye aende kwake; kaa naye, ana kwa ana au kwa simu, hadi msaada ufike. Ikiwa ni salama, ondoa vidonge, sumu, kamba au vyembe, na umsikilize bila kumhukumu. Nambari hizi zinaweza kukuongoza pia.',
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

/** How the crisis answer is shaped: an act already done leads with the emergency line; a helper gets what to do for someone else. */
export type CrisisOptions = { actDone?: boolean; someoneElse?: boolean }

/** The crisis field of the reply: the card's words, every contact, and the therapist link (and the emergency line for an act already done). */
export function crisisCard(kind: CrisisKind, catalogue: ChatCatalogue, language: ReplyLanguage = 'en', options: CrisisOptions = {}): ChatCrisis {
  const { card, contacts } = catalogue.crisisContacts
  const cardWords = language === 'sw' ? swahiliCard : card
  return {
    kind,
    ...(options.actDone ? { emergency: words[language].emergency } : {}),
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

/**
 * The crisis answer. Its first words: the emergency line when an act is already done (nothing ahead
 * of it), the helper's steps for someone worried about another person, else the kind's opening.
 */
export function crisisReply(kind: CrisisKind, catalogue: ChatCatalogue, language: ReplyLanguage = 'en', options: CrisisOptions = {}): ChatReply {
  const crisis = crisisCard(kind, catalogue, language, options)
  const { openings, emergency, helper, therapistReason, doctorReason, or } = words[language]
  const suggestions: ChatSuggestion[] = [{ slug: crisis.therapist.link, text: crisis.therapist.text, reason: therapistReason }]
  const doctor = catalogue.routes.get('/services/talk-to-a-doctor')
  if ((kind === 'medical-emergency' || options.actDone) && doctor) suggestions.push({ slug: doctor.path, text: doctor.callToAction, reason: doctorReason })
  // Someone else who has already acted: the emergency line first, then what a helper does (decision 055).
  const opening = options.actDone ? (options.someoneElse ? `${emergency} ${helper}` : emergency) : options.someoneElse ? helper : openings[kind]
  // The card's words speak to thoughts of suicide; for violence, emergencies and helpers the opening says it.
  const card = kind === 'suicide-self-harm' && !options.actDone && !options.someoneElse ? [`${crisis.heading}. ${crisis.message}`] : []
  const reply = [opening, ...card, contactLines(crisis, or)].join(' ')
  return chatReply(reply, suggestions, language, { crisis })
}
