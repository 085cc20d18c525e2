/**
 * Finds the concerns of the concern lexicon (tests-catalog/concern-lexicon.json) in a message:
 * each concept whose phrase matches, unless an ignore phrase of the concept overlaps the match or
 * a negation ("I don't smoke", "sivuti sigara") denies it. A concept marked not negatable ("I don't
 * exercise", "no one to talk to") is kept even after a negation.
 */
import { compilePhrase, compileRewrites, matchWords, overlaps, phraseSpans, type CompiledPhrase, type Span } from '#engine/index.ts'
import type { Concept, ConcernLexicon } from '#schemas/generated/concern-lexicon.ts'

export type ConcernMatch = { concept: Concept; span: Span }

type CompiledConcept = { concept: Concept; phrases: CompiledPhrase[]; ignore: CompiledPhrase[] }
type CompiledConcerns = {
  rewrites: Map<string, string[]>
  concepts: CompiledConcept[]
  cues: CompiledPhrase[]
  breaks: ReadonlySet<string>
  window: number
  signals: Record<MessageSignal, CompiledPhrase[]>
}

/** What else a message may be, besides concerns: the lexicon's greetings, thanks, follow-ups and general requests for help. */
export type MessageSignal = 'greetings' | 'thanks' | 'followUps' | 'general'

const compiledLexicons = new WeakMap<ConcernLexicon, CompiledConcerns>()

function compile(lexicon: ConcernLexicon): CompiledConcerns {
  const cached = compiledLexicons.get(lexicon)
  if (cached) return cached
  const compiled: CompiledConcerns = {
    rewrites: compileRewrites(lexicon.rewrites),
    concepts: lexicon.concepts.map((concept) => ({
      concept,
      phrases: concept.phrases.map(compilePhrase),
      ignore: (concept.ignore ?? []).map(compilePhrase),
    })),
    cues: lexicon.negation.cues.map(compilePhrase),
    breaks: new Set(lexicon.negation.breaks),
    window: lexicon.negation.window,
    signals: {
      greetings: lexicon.greetings.map(compilePhrase),
      thanks: lexicon.thanks.map(compilePhrase),
      followUps: lexicon.followUps.map(compilePhrase),
      general: lexicon.general.map(compilePhrase),
    },
  }
  compiledLexicons.set(lexicon, compiled)
  return compiled
}

/** The words of `text` as the concern lexicon sees them. */
export function concernWords(text: string, lexicon: ConcernLexicon): string[] {
  return matchWords(text, compile(lexicon).rewrites)
}

/** Whether a negation cue ends within the window before `start`, with no break word between. */
function isNegated(start: number, words: readonly string[], cueSpans: readonly Span[], compiled: CompiledConcerns): boolean {
  return cueSpans.some(([, cueEnd]) => {
    if (cueEnd > start || start - cueEnd >= compiled.window) return false
    return !words.slice(cueEnd, start).some((word) => compiled.breaks.has(word))
  })
}

/**
 * Every concept found in `words`, once, at its first match that is neither ignored nor denied; and
 * the spans that a negation denied, so that other readers of the text (retrieval) skip them too.
 */
export function scanConcerns(words: readonly string[], lexicon: ConcernLexicon): { matches: ConcernMatch[]; denied: Span[] } {
  const compiled = compile(lexicon)
  const cueSpans = compiled.cues.flatMap((cue) => phraseSpans(cue, words))
  const matches: ConcernMatch[] = []
  const denied: Span[] = []
  for (const { concept, phrases, ignore } of compiled.concepts) {
    const ignored = ignore.flatMap((phrase) => phraseSpans(phrase, words))
    const negatable = concept.negatable !== false
    const kept: Span[] = []
    for (const span of phrases.flatMap((phrase) => phraseSpans(phrase, words))) {
      if (ignored.some((other) => overlaps(span, other))) continue
      if (negatable && isNegated(span[0], words, cueSpans, compiled)) denied.push(span)
      else kept.push(span)
    }
    const first = kept.sort((a, b) => a[0] - b[0])[0]
    if (first) matches.push({ concept, span: first })
  }
  return { matches, denied }
}

export function findConcerns(words: readonly string[], lexicon: ConcernLexicon): ConcernMatch[] {
  return scanConcerns(words, lexicon).matches
}

/** Whether one of the lexicon's phrases of that kind (a greeting, thanks, a follow-up, a general request for help) is in `words`. */
export function hasSignal(words: readonly string[], lexicon: ConcernLexicon, signal: MessageSignal): boolean {
  return compile(lexicon).signals[signal].some((phrase) => phraseSpans(phrase, words).length > 0)
}
