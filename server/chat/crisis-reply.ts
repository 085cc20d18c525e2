/**
 * The assistant's answer when the crisis detector fires: the crisis contacts and the safety card's
 * words (tests-catalog/crisis-contacts.json, the same file as the result page's safety card) lead,
 * then Talk to a Therapist (and, for a medical emergency, Talk to a Doctor). Built without the
 * language model, so it is the same whatever the model would say, and when it fails. In Kiswahili
 * when the reply is (the person wrote Kiswahili, or nothing that says which on a Kiswahili page):
 * the same contacts in the same order, with their Kiswahili names, the card's Kiswahili words
 * (crisis-contacts.json), the reply's sentences from the chat catalogue (server/chat/locales/), and
 * links to the Kiswahili pages. An act already done opens with the emergency line; worry about
 * someone else with a helper's steps (issue 17).
 */
import type { CrisisKind } from '#engine/index.ts'
import { emergencyLines } from '#schemas/api-contract.ts'
import type { ChatCrisis, ChatReply, ChatSuggestion } from '#schemas/generated/chat-reply.ts'
import type { ChatCatalogue } from './chat-catalogue.ts'
import { say } from './chat-i18n.ts'
import { chatReply } from './chat-reply.ts'
import { inLanguage, type ReplyLanguages } from './language.ts'
import { pageAddress, suggestionFor } from './suggestion-links.ts'

const openings: Record<CrisisKind, { id: string; message: string }> = {
  'suicide-self-harm': /*i18n*/ { id: 'chat.crisis.opening.suicideSelfHarm', message: 'Thank you for telling me. Your safety matters most right now.' },
  violence: /*i18n*/ { id: 'chat.crisis.opening.violence', message: 'Thank you for telling me. If you or someone else is in danger now, call 999 or 112.' },
  'medical-emergency': /*i18n*/ {
    id: 'chat.crisis.opening.medicalEmergency',
    message: 'This may be a medical emergency. Call 999 or 112 now, or go to the nearest hospital or health centre.',
  },
}

/** Why Talk to a Therapist is offered (after a crisis, and after No to the check-in). */
export const therapistReason = /*i18n*/ {
  id: 'chat.crisis.therapistReason',
  message: 'A qualified therapist can listen and help you find support, in a private session. It is not an emergency service.',
}

const messages = {
  /** To a person worried about someone else: what to do now. */
  helper: /*i18n*/ {
    id: 'chat.crisis.helper',
    message:
      'Thank you for looking out for them. If they may be in danger now, call 999 or 112. Try to reach them now, or ask someone near them to go to them; stay with them, in person or on the phone, until help comes. If you safely can, take away pills, poison, ropes or blades, and listen without judging. These lines can guide you too.',
  },
  doctorReason: /*i18n*/ { id: 'chat.crisis.doctorReason', message: 'When it is not an emergency, a doctor can talk it through with you by phone or video.' },
  contact: /*i18n*/ { id: 'chat.crisis.contact', message: '{service}: {numbers} ({hours}).', comment: 'One crisis line in the reply text, e.g. "Childline Kenya: 116 (24/7)."' },
  twoNumbers: /*i18n*/ { id: 'chat.crisis.twoNumbers', message: '{first} or {second}', comment: 'Two numbers of one crisis line, e.g. "999 or 112".' },
}

/** How the crisis answer is shaped: an act already done leads with the emergency line; a helper gets what to do for someone else. */
export type CrisisOptions = { actDone?: boolean; someoneElse?: boolean }

/** The crisis field of the reply: the card's words, every contact, and the therapist link (and the emergency line for an act already done). */
export function crisisCard(kind: CrisisKind, catalogue: ChatCatalogue, languages: ReplyLanguages = inLanguage('en'), options: CrisisOptions = {}): ChatCrisis {
  const { card, contacts } = catalogue.crisisContacts
  const kiswahili = languages.reply === 'sw'
  return {
    kind,
    ...(options.actDone ? { emergency: emergencyLines[languages.reply] } : {}),
    heading: kiswahili ? card.sw.heading : card.heading,
    message: kiswahili ? card.sw.message : card.message,
    contacts: contacts.map(({ service, sw, hours, numbers }) => ({
      service: kiswahili ? sw.service : service,
      hours,
      numbers: numbers.map(({ tel, display }) => ({ tel, display })),
    })) as ChatCrisis['contacts'],
    therapist: { text: kiswahili ? card.sw.therapistButton : card.therapistButton.text, link: pageAddress(card.therapistButton.link, languages) },
  }
}

/** The contacts as plain text, for a reader that shows only the reply. */
function contactLines(crisis: ChatCrisis, languages: ReplyLanguages): string {
  const t = say(languages.reply)
  const numbersOf = (displays: string[]) => displays.reduce((joined, display) => t(messages.twoNumbers, { first: joined, second: display }))
  return crisis.contacts
    .map((contact) => t(messages.contact, { service: contact.service, numbers: numbersOf(contact.numbers.map((number) => number.display)), hours: contact.hours }))
    .join(' ')
}

/**
 * The crisis answer. Its first words: the emergency line when an act is already done (nothing ahead
 * of it), the helper's steps for someone worried about another person, else the kind's opening.
 */
export function crisisReply(kind: CrisisKind, catalogue: ChatCatalogue, languages: ReplyLanguages = inLanguage('en'), options: CrisisOptions = {}): ChatReply {
  const t = say(languages.reply)
  const crisis = crisisCard(kind, catalogue, languages, options)
  const therapistPath = catalogue.crisisContacts.card.therapistButton.link
  const suggestions: ChatSuggestion[] = [{ slug: therapistPath, href: crisis.therapist.link, text: crisis.therapist.text, reason: t(therapistReason) }]
  const doctor = catalogue.routes.get('/services/talk-to-a-doctor')
  if ((kind === 'medical-emergency' || options.actDone) && doctor) suggestions.push(suggestionFor(doctor, t(messages.doctorReason), languages))
  const emergency = emergencyLines[languages.reply]
  const helper = t(messages.helper)
  // Someone else who has already acted: the emergency line first, then what a helper does (decision 055).
  const opening = options.actDone ? (options.someoneElse ? `${emergency} ${helper}` : emergency) : options.someoneElse ? helper : t(openings[kind])
  // The card's words speak to thoughts of suicide; for violence, emergencies and helpers the opening says it.
  const cardWords = kind === 'suicide-self-harm' && !options.actDone && !options.someoneElse ? [`${crisis.heading}. ${crisis.message}`] : []
  const reply = [opening, ...cardWords, contactLines(crisis, languages)].join(' ')
  return chatReply(reply, suggestions, languages.reply, { crisis })
}
