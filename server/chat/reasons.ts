/**
 * The words of the assistant's embedded answers: a suggestion's one-line reason, built from the
 * concern lexicon's curated wording (never the person's own words beyond a catalogue key word),
 * and the reply's sentences. Never a diagnosis, never a dose.
 */
import type { ChatRoute } from './chat-catalogue.ts'

/** The sentence every non-crisis reply ends with. */
export const disclaimer = 'This is general information, not a diagnosis: for that, please speak to a doctor.'

/** "5 minutes" -> "5-minute", "10-15 minutes" -> "10- to 15-minute"; anything else -> "short". */
export function durationAdjective(duration: string | undefined): string {
  const match = /^(\d+)(?:\s*-\s*(\d+))?\s*minutes?$/.exec(duration?.trim() ?? '')
  if (!match) return 'short'
  return match[2] ? `${match[1]}- to ${match[2]}-minute` : `${match[1]}-minute`
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** What a route offers, as the second half of a reason. */
function offer(route: ChatRoute): string {
  if (route.kind === 'service') return route.focus
  return `this ${durationAdjective(route.duration)} check looks at ${route.focus}`
}

/** Why the route is suggested: how the concern came up, then what the route offers. */
export type ReasonSource =
  | { kind: 'mentioned'; mentions: string[] }
  | { kind: 'mentioned-earlier'; mentions: string[] }
  | { kind: 'asked-about'; keyWord: string }
  | { kind: 'starting-point' }

function joinMentions(mentions: string[]): string {
  const unique = [...new Set(mentions)].slice(0, 2)
  return unique.join(' and ')
}

export function reasonFor(route: ChatRoute, source: ReasonSource): string {
  const lead = {
    mentioned: () => `You mentioned ${joinMentions((source as { mentions: string[] }).mentions)}`,
    'mentioned-earlier': () => `Earlier you mentioned ${joinMentions((source as { mentions: string[] }).mentions)}`,
    'asked-about': () => `You asked about ${(source as { keyWord: string }).keyWord.toLowerCase()}`,
    'starting-point': () => 'A good place to start',
  }[source.kind]()
  return `${lead}: ${offer(route)}.`.replace(/^./, (first) => capitalise(first))
}

export const suggestionsReply = (count: number) =>
  `Thank you for telling me. ${count === 1 ? 'This may help' : 'These may help'}, best match first. ${disclaimer}`

export const noMatchReply =
  `Tell me a little more, for example about your sleep, mood, weight, drinking or a symptom, and I will suggest the most relevant free checks. Meanwhile, these are good places to start. ${disclaimer}`
