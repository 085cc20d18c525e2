/**
 * Training examples generated from the crisis lexicon's categories (decision 055), so that the
 * classifier learns meanings rather than the few sentences of the hand-written sets: for every
 * rule composed of categories, texts that combine one phrase of each of its categories (a means
 * with a purpose, an act done with an amount, someone else with a danger sign...), in English,
 * Swahili and Sheng; and as negatives, each harmless context of the lexicon's lowering (hyperbole,
 * an accident, pest control, a normal dose, sport, a farewell event) combined with the words that
 * look risky out of context (a means, a poison, a word of death, an act done, self-injury), and
 * the everyday activities combined with the words that only count beside others (a time, a plan,
 * a person, a thought).
 * Deterministic: phrases and alternatives are taken in turn, never at random.
 */
import type { CrisisLexicon } from '#engine/index.ts'

type Language = 'en' | 'sw' | 'sheng'
const languages: readonly Language[] = ['en', 'sw', 'sheng']

/** How many texts each rule gives per language, and each harmless pairing. */
export const templateCounts = { perRule: 12, perPairing: 4 }

/** The words risky out of context, paired with each harmless context for the negatives. */
const riskyOutOfContext = ['means', 'poison', 'death-word', 'act-done', 'self-injury'] as const
/** Words that only count beside others (a time, a plan, a person, a thought), paired with everyday activities for the negatives. */
const neutralAlone = ['time-now', 'plan-step', 'means-obtained', 'other-person', 'dwelling'] as const

/** One text of a phrase of the lexicon's grammar: the `turn`-th alternative of each word, markers dropped, "..." left out. */
export function phraseText(phrase: string, turn: number): string {
  return phrase
    .split(' ')
    .filter((word) => word !== '...')
    .map((word) => {
      const alternatives = word.split('|')
      return alternatives[turn % alternatives.length]!.replace(/^\*/, '').replace(/[*~]$/, '')
    })
    .join(' ')
}

function pick(lexicon: CrisisLexicon, category: string, language: Language, turn: number): string | undefined {
  const phrases = lexicon.categories?.[category]?.[language] ?? []
  if (phrases.length === 0) return undefined
  return phraseText(phrases[turn % phrases.length]!, Math.floor(turn / phrases.length) + turn)
}

function combine(lexicon: CrisisLexicon, categories: readonly string[], language: Language, turn: number): string | undefined {
  const parts = categories.map((category, index) => pick(lexicon, category, language, turn + index * 3))
  return parts.every((part) => part !== undefined) ? parts.join(' ') : undefined
}

/** The generated examples: risk texts from the composed rules, harmless texts from the lowering contexts. */
export function templateExamples(lexicon: CrisisLexicon): { positives: string[]; negatives: string[] } {
  const positives: string[] = []
  const negatives: string[] = []
  for (const rule of lexicon.rules) {
    if (!rule.compose) continue
    for (const language of languages) {
      for (let turn = 0; turn < templateCounts.perRule; turn += 1) {
        const text = combine(lexicon, rule.compose.all, language, turn)
        if (text) positives.push(text)
      }
    }
  }
  for (const { category } of lexicon.lowering ?? []) {
    for (const risky of riskyOutOfContext) {
      for (const language of languages) {
        for (let turn = 0; turn < templateCounts.perPairing; turn += 1) {
          const text = combine(lexicon, turn % 2 === 0 ? [risky, category] : [category, risky], language, turn)
          if (text) negatives.push(text)
        }
      }
    }
  }
  if (lexicon.categories?.everyday) {
    for (const neutral of neutralAlone) {
      for (const language of languages) {
        for (let turn = 0; turn < templateCounts.perPairing * 2; turn += 1) {
          const text = combine(lexicon, turn % 2 === 0 ? [neutral, 'everyday'] : ['everyday', neutral], language, turn)
          if (text) negatives.push(text)
        }
      }
    }
  }
  return { positives, negatives }
}
