/**
 * The instrument kind (source.kind) set consistently: a guideline checklist is never presented as a
 * validated scale, and a validated scale is not described as a checklist that is not one. The site
 * shows a notice on the intro and the result of every guideline checklist from this field alone
 * (decision 022), so a wrong kind would hide or wrongly show that notice.
 */
import type { TestDefinition } from '#schemas/index.ts'
import type { Problem } from './problem.ts'

const SAYS_NOT_VALIDATED = /\bnot (?:a |an )?validated\b/i
const NEGATION_BEFORE = /\b(?:not|no|non|never|nor|without)\b[^.;:]*$/i

/** Every text a person reads on the intro, the questions or the result, with its JSON pointer. */
function userTexts(definition: TestDefinition): { pointer: string; text: string }[] {
  const found: { pointer: string; text: string }[] = []
  const walk = (value: unknown, pointer: string) => {
    if (typeof value === 'string') found.push({ pointer, text: value })
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${pointer}/${index}`))
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(item, `${pointer}/${key}`)
  }
  const { source: _source, $schema: _schema, ...shown } = definition
  walk(shown, '')
  return found
}

/** True when the text calls the test validated without negating it ("not a validated scale" is fine). */
function claimsValidated(text: string): boolean {
  for (const match of text.matchAll(/\bvalidated\b/gi)) {
    if (!NEGATION_BEFORE.test(text.slice(Math.max(0, match.index - 40), match.index))) return true
  }
  return false
}

export function checkInstrumentKind(definition: TestDefinition): Problem[] {
  const { kind, instrument } = definition.source
  if (kind === 'validated-instrument') {
    return SAYS_NOT_VALIDATED.test(instrument)
      ? [{ pointer: '/source/kind', message: 'is "validated-instrument", but source.instrument says the test is not a validated scale; set it to "guideline-checklist" so the site shows the checklist notice' }]
      : []
  }
  const problems: Problem[] = []
  if (!SAYS_NOT_VALIDATED.test(instrument)) {
    problems.push({ pointer: '/source/instrument', message: 'must say the test is not a validated scale (e.g. "... It is a checklist, not a validated scale."), since source.kind is "guideline-checklist"' })
  }
  for (const { pointer, text } of userTexts(definition)) {
    if (claimsValidated(text)) {
      problems.push({ pointer, message: 'calls the test validated, but it is a guideline checklist (source.kind); a checklist must never be presented as a validated scale' })
    }
  }
  return problems
}
