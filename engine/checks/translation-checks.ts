/**
 * A test's translations (decision 057): a test that declares a language gives every visible
 * string in it; every translated pointer names a visible string; a validated instrument cites the
 * published translation its questions and options are copied from, and takes them from nowhere
 * else; a translated string keeps the English one's placeholders. Run with the meaning checks, so
 * the author's command, the tests and the server at boot all refuse a broken translation.
 */
import type { TestDefinition, Translation } from '#schemas/index.ts'
import { localeNames, type Locale } from '#schemas/locales.ts'
import { translatedLocales, type TranslatedLocale } from '../localise.ts'
import { isItemWording, pointerSegment, visibleStrings } from '../visible-strings.ts'
import type { Problem } from './problem.ts'

type Origin = 'published' | 'team'
const origins: readonly Origin[] = ['published', 'team']

const languageName = (locale: Locale): string => `${localeNames[locale]} (${locale})`

/** The placeholders of a string (`{name}`), sorted, so two strings can be compared. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{[A-Za-z0-9_]+\}/g)].map((match) => match[0]).sort()
}

function keyPointer(locale: Locale, origin: Origin, pointer: string): string {
  return `/translations/${locale}/${origin}/${pointerSegment(pointer)}`
}

function checkLanguage(definition: TestDefinition, locale: TranslatedLocale, translation: Translation): Problem[] {
  const problems: Problem[] = []
  const language = languageName(locale)
  const visible = new Map(visibleStrings(definition).map(({ pointer, text }) => [pointer, text]))
  const validated = definition.source.kind === 'validated-instrument'
  for (const origin of origins) {
    for (const [pointer, text] of Object.entries(translation[origin] ?? {})) {
      const at = keyPointer(locale, origin, pointer)
      const english = visible.get(pointer)
      if (english === undefined) {
        problems.push({ pointer: at, message: `"${pointer}" names no visible string of this test; translate only the pointers of titles, introduction, questions, options, units, bands, next steps, flags and result sections` })
        continue
      }
      if (origin === 'team' && translation.published?.[pointer] !== undefined) {
        problems.push({ pointer: at, message: `"${pointer}" is given both as published and as team text; keep only one` })
      }
      if (origin === 'team' && validated && isItemWording(pointer)) {
        problems.push({ pointer: at, message: `this is a validated instrument: its questions and options may be copied only from the published ${language} translation cited in /source/translations/${locale}, never translated by the team; move it to /translations/${locale}/published with the published wording, or leave the test in English` })
      }
      if (origin === 'published' && !validated) {
        problems.push({ pointer: at, message: `a guideline checklist has no published ${language} translation; the team's translation goes under /translations/${locale}/team, where it awaits clinical review` })
      }
      const expected = placeholders(english)
      if (placeholders(text).join() !== expected.join()) {
        problems.push({ pointer: at, message: `has the placeholders ${placeholders(text).join(', ') || 'none'}, but the English text has ${expected.join(', ') || 'none'}; keep the same ones` })
      }
    }
  }
  for (const pointer of visible.keys()) {
    if (translation.published?.[pointer] === undefined && translation.team?.[pointer] === undefined) {
      problems.push({ pointer, message: `no ${language} text; add it under /translations/${locale}/${validated && isItemWording(pointer) ? 'published' : 'team'}` })
    }
  }
  if (validated && !definition.source.translations?.[locale]) {
    problems.push({ pointer: `/source/translations/${locale}`, message: `this validated instrument declares ${language} but does not cite its ${language} source; give the published translation, its validation study, the licence and its address, or remove /translations/${locale}` })
  }
  return problems
}

export function checkTranslations(definition: TestDefinition): Problem[] {
  const problems: Problem[] = []
  if (definition.language !== undefined) {
    problems.push({ pointer: '/language', message: 'is set by the engine when it answers a test in a language; a test file is written in English and lists its other languages under /translations' })
  }
  for (const locale of translatedLocales) {
    const translation = definition.translations?.[locale]
    if (translation) problems.push(...checkLanguage(definition, locale, translation))
    else if (definition.source.translations?.[locale]) {
      problems.push({ pointer: `/source/translations/${locale}`, message: `cites a ${languageName(locale)} translation, but the test gives no ${languageName(locale)} text under /translations/${locale}` })
    }
  }
  return problems
}
