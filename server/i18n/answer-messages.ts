/**
 * The sentences the API answers with, in the request's language (issue 20; decision 060). A
 * message an answer may carry is declared once as a Lingui descriptor and registered here
 * (`answerMessage` returns its English text, which the route sends as before and tests compare);
 * `translateAnswer` then writes the `message` of an answer, and the `message` of each of its
 * `errors`, in the language asked for, by the English text it was sent with. A sentence nobody
 * registered (a technical detail for a program, not a page) is left in English. A sentence with
 * values (a wait in seconds, with its plural) is said with `answerSentence(descriptor, values)`.
 */
import type { MessageDescriptor } from '@lingui/core'
import { apiMessageDescriptors } from '#schemas/api-contract.ts'
import type { Locale } from '#schemas/locales.ts'
import { i18nFor } from './index.ts'

type Descriptor = MessageDescriptor & { id: string; message: string }

type Values = Record<string, unknown>

const byEnglish = new Map<string, { descriptor: Descriptor; values?: Values }>()

/** Registers an answer's sentence and gives its English text. */
export function answerMessage(descriptor: Descriptor): string {
  byEnglish.set(descriptor.message, { descriptor })
  return descriptor.message
}

/** Sentences with values said so far: a handful (a wait in seconds), but never let them pile up. */
const maxSentencesWithValues = 1000
let sentencesWithValues = 0

/** Values in a language: a value that is itself a message (a field's name) is said in it too. */
function valuesIn(values: Values, locale: Locale): Values {
  const isMessage = (value: unknown): value is Descriptor => typeof value === 'object' && value !== null && 'id' in value && 'message' in value
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, isMessage(value) ? i18nFor(locale)._(value) : value]))
}

/**
 * A sentence with values (`{seconds, plural, …}`, a field's name given as a message), in English,
 * remembered so the answer can be given in another language.
 */
export function answerSentence(descriptor: Descriptor, values: Values): string {
  const english = i18nFor('en')._({ ...descriptor, values: valuesIn(values, 'en') })
  if (!byEnglish.has(english)) {
    if (sentencesWithValues >= maxSentencesWithValues) return english
    sentencesWithValues++
    byEnglish.set(english, { descriptor, values })
  }
  return english
}

for (const descriptor of Object.values(apiMessageDescriptors)) answerMessage(descriptor)

/** A registered sentence in a language; any other text as it is. */
export function translatedSentence(text: string, locale: Locale): string {
  const registered = byEnglish.get(text)
  return registered ? i18nFor(locale)._({ ...registered.descriptor, ...(registered.values ? { values: valuesIn(registered.values, locale) } : {}) }) : text
}

type Answer = { message?: unknown; errors?: unknown }

/** The answer with its message and its problems' messages in the language (a copy; English answers are returned as they are). */
export function translateAnswer<Body>(body: Body, locale: Locale): Body {
  if (locale === 'en' || typeof body !== 'object' || body === null || Array.isArray(body)) return body
  const answer = body as Answer
  if (typeof answer.message !== 'string' && !Array.isArray(answer.errors)) return body
  return {
    ...answer,
    ...(typeof answer.message === 'string' ? { message: translatedSentence(answer.message, locale) } : {}),
    ...(Array.isArray(answer.errors)
      ? { errors: answer.errors.map((problem: unknown) => (problem && typeof problem === 'object' && typeof (problem as Answer).message === 'string' ? { ...problem, message: translatedSentence((problem as { message: string }).message, locale) } : problem)) }
      : {}),
  } as Body
}
