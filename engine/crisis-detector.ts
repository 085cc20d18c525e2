/**
 * The assistant's crisis detector: a deterministic, rule-based match of what a person typed
 * against the crisis lexicon (tests-catalog/crisis-lexicon.json), in English, Swahili and Sheng,
 * misspellings included. Pure (no DOM, Node, clock or randomness) so that the server and the chat
 * widget run the same code on the same data; the widget shows the crisis contacts on its own when
 * the server cannot be reached. See docs/decisions/016-crisis-detector.md.
 */
import type { CrisisLexicon } from '../schemas/generated/crisis-lexicon.ts'
import { compilePhrase, compileRewrites, matchWords, overlaps, phraseSpans, type CompiledPhrase, type Span } from './phrase-matcher.ts'

export type { CrisisLexicon }
export type CrisisKind = 'suicide-self-harm' | 'violence' | 'medical-emergency'

/** One place where a phrase of the lexicon matched, for tests and for the lexicon's editors. */
export type CrisisMatch = { kind: CrisisKind; rule: string; phrase: string; words: string }

/** When phrases of several kinds match, the first kind of this list wins. */
const kindPriority: readonly CrisisKind[] = ['suicide-self-harm', 'violence', 'medical-emergency']

/** A rule fires when every one of its signals is found; a rule of plain phrases is one signal. */
type CompiledRule = { id: string; kind: CrisisKind; signals: CompiledPhrase[][] }
type CompiledLexicon = { rewrites: Map<string, string[]>; rules: CompiledRule[]; ignore: CompiledPhrase[] }

const compiledLexicons = new WeakMap<CrisisLexicon, CompiledLexicon>()

function compile(lexicon: CrisisLexicon): CompiledLexicon {
  const cached = compiledLexicons.get(lexicon)
  if (cached) return cached
  const compiled: CompiledLexicon = {
    rewrites: compileRewrites(lexicon.rewrites),
    rules: lexicon.rules.map((rule) => ({
      id: rule.id,
      kind: rule.kind,
      signals: rule.together ? rule.together.map((signal) => signal.map(compilePhrase)) : [(rule.phrases ?? []).map(compilePhrase)],
    })),
    ignore: lexicon.ignore.flatMap((group) => group.phrases.map(compilePhrase)),
  }
  compiledLexicons.set(lexicon, compiled)
  return compiled
}

/**
 * Every match of a firing phrase in `text` that no ignore phrase overlaps. A rule of several
 * signals ("together") matches once, when each signal is found somewhere in the text.
 */
export function crisisMatches(text: string, lexicon: CrisisLexicon): CrisisMatch[] {
  const compiled = compile(lexicon)
  const words = matchWords(text, compiled.rewrites)
  if (words.length === 0) return []
  const ignored = compiled.ignore.flatMap((phrase) => phraseSpans(phrase, words))
  const found = (phrase: CompiledPhrase): Span | undefined =>
    phraseSpans(phrase, words).find((span) => !ignored.some((ignore) => overlaps(span, ignore)))
  const matches: CrisisMatch[] = []
  for (const rule of compiled.rules) {
    if (rule.signals.length === 1) {
      for (const phrase of rule.signals[0]!) {
        const span = found(phrase)
        if (span) matches.push({ kind: rule.kind, rule: rule.id, phrase: phrase.source, words: words.slice(span[0], span[1]).join(' ') })
      }
      continue
    }
    const signals = rule.signals.map((signal) => signal.map((phrase) => ({ phrase, span: found(phrase) })).find((hit) => hit.span))
    if (signals.every((hit) => hit !== undefined)) {
      matches.push({
        kind: rule.kind,
        rule: rule.id,
        phrase: signals.map((hit) => hit.phrase.source).join(' + '),
        words: signals.map((hit) => words.slice(hit.span![0], hit.span![1]).join(' ')).join(' + '),
      })
    }
  }
  return matches
}

/**
 * Whether `text` signals a crisis, and which kind: suicidal thoughts or self-harm, violence, or
 * a medical emergency. Null when nothing in the lexicon matches.
 */
export function detectCrisis(text: string, lexicon: CrisisLexicon): { kind: CrisisKind } | null {
  const kinds = new Set(crisisMatches(text, lexicon).map((match) => match.kind))
  const kind = kindPriority.find((candidate) => kinds.has(candidate))
  return kind ? { kind } : null
}
