/**
 * The embedded recommender, used when no language model is configured and whenever the model
 * fails: the concern lexicon (weighted concepts, negation) on the new message and, more lightly,
 * on the conversation so far, plus retrieval over the catalogue's own words. One to three
 * suggestions from the catalogue, ranked, each with a reason built from the matched concept, in
 * the language the person wrote in (or the page's), linking to the pages in that language. A message it does not understand (keyboard mash, emojis,
 * random words, a greeting alone) gets a request to rephrase and no suggestion, rather than a
 * guess; one that asks for help without naming a concern gets the general starting points.
 * Deterministic, and well under 50 ms.
 */
import type { ChatSuggestion } from '#schemas/generated/chat-reply.ts'
import { retrieve } from './catalogue-retrieval.ts'
import type { ChatCatalogue, ChatRoute } from './chat-catalogue.ts'
import { concernWords, hasSignal, scanConcerns } from './concern-matcher.ts'
import { replyLanguages, type ReplyLanguage } from './language.ts'
import { noMatchReply, reasonFor, rephraseReply, suggestionsReply, type Mention, type ReasonSource } from './reasons.ts'
import { suggestionFor } from './suggestion-links.ts'

/** Suggestions for what the person said; the general starting points; or a request to rephrase (no suggestion). */
export type AnswerKind = 'suggestions' | 'starting-points' | 'rephrase'
export type Recommendation = { kind: AnswerKind; language: ReplyLanguage; reply: string; suggestions: ChatSuggestion[] }

export const MAX_SUGGESTIONS = 3
/** How much a concern from earlier in the conversation counts, against one in the new message. */
const HISTORY_WEIGHT = 0.35
/** How much catalogue retrieval counts, against the lexicon. */
const RETRIEVAL_WEIGHT = 0.45
/** Only the end of a long conversation is read. */
const HISTORY_TAIL_CHARS = 1500
/** Below this score a route is not worth suggesting. */
const MIN_SCORE = 0.9

/** Routes offered when the message asks for help without naming a concern. */
const startingPoints = ['/tests/holistic-wellbeing', '/services/wellness-checkup']

type Candidate = { route: ChatRoute; score: number; mentions: Map<Mention, number>; earlier: Map<Mention, number>; keyWord: string | undefined }

/** The conversation before the new message (the history ends with it), last characters only. */
export function earlierConversation(conversationHistory: string, userInput: string): string {
  const history = conversationHistory.trimEnd()
  const before = history.endsWith(userInput.trim()) ? history.slice(0, history.length - userInput.trim().length) : history
  return before.slice(-HISTORY_TAIL_CHARS)
}

function reasonSource(candidate: Candidate): ReasonSource {
  const strongest = (mentions: Map<Mention, number>) => [...mentions].sort((a, b) => b[1] - a[1]).map(([mention]) => mention)
  if (candidate.mentions.size > 0) return { kind: 'mentioned', mentions: strongest(candidate.mentions) }
  if (candidate.keyWord) return { kind: 'asked-about', keyWord: candidate.keyWord }
  if (candidate.earlier.size > 0) return { kind: 'mentioned-earlier', mentions: strongest(candidate.earlier) }
  return { kind: 'starting-point' }
}

/** Ranked candidates for the message, best first (ties broken by path, so answers are stable). */
export function rankRoutes(userInput: string, conversationHistory: string, catalogue: ChatCatalogue): Candidate[] {
  const candidates = new Map<string, Candidate>()
  const candidate = (route: ChatRoute): Candidate => {
    let found = candidates.get(route.path)
    if (!found) {
      found = { route, score: 0, mentions: new Map(), earlier: new Map(), keyWord: undefined }
      candidates.set(route.path, found)
    }
    return found
  }
  const addConcerns = (words: readonly string[], factor: number, into: 'mentions' | 'earlier') => {
    const { matches, denied } = scanConcerns(words, catalogue.concerns)
    for (const { concept } of matches) {
      for (const { route: path, weight } of concept.suggest) {
        const route = catalogue.routes.get(path)
        if (!route) continue
        const entry = candidate(route)
        entry.score += weight * factor
        entry[into].set(concept, Math.max(entry[into].get(concept) ?? 0, weight))
      }
    }
    return denied
  }
  const words = concernWords(userInput, catalogue.concerns)
  const denied = addConcerns(words, 1, 'mentions')
  addConcerns(concernWords(earlierConversation(conversationHistory, userInput), catalogue.concerns), HISTORY_WEIGHT, 'earlier')
  // Retrieval reads the new message without the words a negation denied ("I don't smoke").
  const undenied = words.filter((_word, index) => !denied.some(([start, end]) => index >= start && index < end))
  for (const hit of retrieve(undenied, catalogue).slice(0, 5)) {
    const entry = candidate(hit.route)
    entry.score += Math.min(hit.score, 4) * RETRIEVAL_WEIGHT
    entry.keyWord ??= hit.keyWord
  }
  return [...candidates.values()].sort((a, b) => b.score - a.score || a.route.path.localeCompare(b.route.path))
}

/** The routes worth suggesting, best first, at most three. */
function worthSuggesting(candidates: Candidate[]): Candidate[] {
  return candidates.filter((entry) => entry.score >= MIN_SCORE).slice(0, MAX_SUGGESTIONS)
}

/**
 * The embedded answer. Suggestions when the new message names something the lexicon or the
 * catalogue knows, or carries on the conversation ("what else?") after concerns were mentioned;
 * the starting points when it asks for help without naming a concern ("I need help"); otherwise a
 * request to rephrase (a greeting back for "hello", a kind word for "thanks"), whatever was said
 * before: gibberish after a conversation about drinking is not an answer about drinking.
 */
export function recommend(userInput: string, conversationHistory: string, catalogue: ChatCatalogue, page: ReplyLanguage = 'en'): Recommendation {
  const lexicon = catalogue.concerns
  const languages = replyLanguages(userInput, earlierConversation(conversationHistory, userInput), page)
  const language = languages.reply
  const words = concernWords(userInput, lexicon)
  const courtesy = hasSignal(words, lexicon, 'thanks') ? 'thanks' : hasSignal(words, lexicon, 'greetings') ? 'greeting' : 'none'
  // A greeting or thanks is understood through the lexicon only: "good morning" is not a search for "morning".
  const fromMessage = worthSuggesting(rankRoutes(userInput, '', catalogue))
  const understood = courtesy === 'none' ? fromMessage.length > 0 : fromMessage.some((entry) => entry.mentions.size > 0)
  const ranked = understood || hasSignal(words, lexicon, 'followUps') ? worthSuggesting(rankRoutes(userInput, conversationHistory, catalogue)) : []
  if (ranked.length > 0) {
    const suggestions = ranked.map((entry) => suggestionFor(entry.route, reasonFor(entry.route, reasonSource(entry), language), languages))
    return { kind: 'suggestions', language, reply: suggestionsReply(suggestions.length, language), suggestions }
  }
  if (hasSignal(words, lexicon, 'general')) {
    const suggestions = startingPoints.flatMap((path) => {
      const route = catalogue.routes.get(path)
      return route ? [suggestionFor(route, reasonFor(route, { kind: 'starting-point' }, language), languages)] : []
    })
    return { kind: 'starting-points', language, reply: noMatchReply(language), suggestions }
  }
  return { kind: 'rephrase', language, reply: rephraseReply(language, courtesy), suggestions: [] }
}
