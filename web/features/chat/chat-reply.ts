/**
 * Reads the server's answer to POST /api/chat/ (schemas/chat-reply.schema.json) into an assistant
 * message, trusting nothing in it (RELIABILITY.md S9, OWASP LLM05): suggestions keep only internal
 * paths of the site's tests and services (no other site, no `javascript:`), phone links keep only
 * digits, and every text stays text. A reply with neither descriptions nor routeslugs (and no
 * crisis) is not usable: SPEC.md section 9 shows the error message instead, unless the server says
 * it is a request to rephrase (`rephrase: true` with words: issue 12, the assistant did not
 * understand and asks instead of guessing). The reply's language (en or sw) is kept for the view.
 * A suggestion opens its `href` (issue 20: /sw/tests/... for a Kiswahili reply or page), kept only
 * when it is the slug itself or the slug under /sw; the therapist link may be under /sw too.
 */
import { t } from '@lingui/core/macro'
import { splitLocale } from '#schemas/locales.ts'
import { pagePath } from '../../shared/i18n.ts'
import type { ChatCheckIn, ChatCrisis, ChatCrisisContact, ChatCrisisNumber, ChatSuggestion } from '#schemas/generated/chat-reply.ts'
import type { AssistantMessage, ReplyLanguage } from './chat-messages.ts'

/** The schema's sitePath: /tests/<slug> or /services/<slug>, nothing else. */
const SITE_PATH = /^\/(tests|services)\/[a-z0-9]+([_-][a-z0-9]+)*$/
const THERAPIST_PATH = /^(\/sw)?\/services\/[a-z0-9]+([_-][a-z0-9]+)*$/
/** What a tel: link may dial: digits, with a leading + for the international form. */
const DIALLABLE = /^\+?[0-9]{2,15}$/

export function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && SITE_PATH.test(value)
}

type Loose = Record<string, unknown>

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

/** The address a suggestion opens: its href when that is the slug in a site language, else the slug. */
function hrefOf(slug: string, href: unknown): string {
  return typeof href === 'string' && splitLocale(href).path === slug && (href === slug || href === `/sw${slug}`) ? href : slug
}

function suggestionsOf(value: unknown): ChatSuggestion[] {
  return list(value)
    .filter(isObject)
    .filter((suggestion) => isSitePath(suggestion.slug) && text(suggestion.text).trim() !== '')
    .map((suggestion) => {
      const slug = String(suggestion.slug)
      return { slug, href: hrefOf(slug, suggestion.href), text: text(suggestion.text), reason: text(suggestion.reason), ...(suggestion.englishOnly === true ? { englishOnly: true as const } : {}) }
    })
}

function numbersOf(value: unknown): ChatCrisisNumber[] {
  return list(value)
    .filter(isObject)
    .filter((number) => typeof number.tel === 'string' && DIALLABLE.test(number.tel))
    .map((number) => ({ tel: String(number.tel), display: text(number.display) || String(number.tel) }))
}

function contactsOf(value: unknown): ChatCrisisContact[] {
  return list(value)
    .filter(isObject)
    .map((contact) => ({ service: text(contact.service), hours: text(contact.hours), numbers: numbersOf(contact.numbers) }))
    .filter((contact): contact is ChatCrisisContact => contact.numbers.length > 0)
}

/** The crisis block, or undefined when absent or without a single number to call. */
function crisisOf(value: unknown): ChatCrisis | undefined {
  if (!isObject(value)) return undefined
  const contacts = contactsOf(value.contacts)
  const [first, ...rest] = contacts
  if (!first) return undefined
  const therapist = isObject(value.therapist) ? value.therapist : {}
  const link = typeof therapist.link === 'string' && THERAPIST_PATH.test(therapist.link) ? therapist.link : pagePath('/services/talk-to-a-therapist')
  const kind = value.kind === 'violence' || value.kind === 'medical-emergency' ? value.kind : 'suicide-self-harm'
  const emergency = text(value.emergency)
  return {
    kind,
    ...(emergency ? { emergency } : {}),
    heading: text(value.heading),
    message: text(value.message),
    contacts: [first, ...rest],
    therapist: { text: text(therapist.text) || t`Talk to a Therapist`, link },
  }
}

const checkInAnswers = ['yes', 'no', 'someone-else'] as const

/** The check-in: its question and its three answers, each with words, in the contract's order; else undefined. */
function checkInOf(value: unknown): ChatCheckIn | undefined {
  if (!isObject(value) || text(value.question).trim() === '') return undefined
  const answers = list(value.answers).filter(isObject)
  const labelled = checkInAnswers.map((answer) => ({ answer, label: text(answers.find((button) => button.answer === answer)?.label) }))
  if (labelled.some(({ label }) => label.trim() === '')) return undefined
  return { question: text(value.question), answers: labelled as ChatCheckIn['answers'] }
}

/** The reply's language when the server names one it may (en or sw). */
function languageOf(value: unknown): ReplyLanguage | undefined {
  return value === 'en' || value === 'sw' ? value : undefined
}

/** The assistant message for a reply, or null when the reply is not usable. */
export function assistantMessageFrom(body: unknown): AssistantMessage | null {
  if (!isObject(body)) return null
  const crisis = crisisOf(body.crisis)
  const hasSuggestions = list(body.descriptions).length > 0 || list(body.routeslugs).length > 0
  const isRephrase = body.rephrase === true && text(body.reply).trim() !== ''
  const checkIn = checkInOf(body.checkIn)
  if (!hasSuggestions && !crisis && !isRephrase && !checkIn) return null
  // The crisis card already carries Talk to a Therapist; the same link twice would only add noise.
  const therapistPath = crisis ? splitLocale(crisis.therapist.link).path : undefined
  const suggestions = isRephrase && !crisis ? [] : suggestionsOf(body.suggestions).filter((suggestion) => suggestion.slug !== therapistPath)
  const language = languageOf(body.language)
  return {
    from: 'assistant',
    text: text(body.reply),
    suggestions,
    ...(crisis ? { crisis } : {}),
    ...(checkIn ? { checkIn } : {}),
    ...(language ? { language } : {}),
  }
}
