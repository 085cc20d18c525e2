/**
 * The one list of a test definition's visible strings: every text a person reads on the test's
 * pages (titles, introduction, questions, options, units, bands, next steps, flags, result
 * sections), each with its RFC 6901 JSON pointer. Translations are keyed by these pointers, the
 * catalogue check asks a bilingual test for every one of them, and localiseDefinition replaces
 * exactly these; so what counts as visible is decided here and nowhere else (decision 057).
 *
 * Not visible, so never translated: ids, scores, conditions, tones, services, the image path,
 * `keyWords` (search terms, which may mix languages already), `toneReason` and `notRiskItem`
 * (notes for authors), and `source` (a bibliographic reference, cited in its own language).
 */
import type { DimensionLevel, GradeBand, GradeRule, ResultSections, SubscaleBand, TestDefinition } from '#schemas/index.ts'

export type VisibleString = { pointer: string; text: string }

/** A JSON pointer's segment, escaped as RFC 6901 says (~ as ~0, / as ~1). */
export function pointerSegment(part: string | number): string {
  return String(part).replace(/~/g, '~0').replace(/\//g, '~1')
}

function add(out: VisibleString[], pointer: string, text: unknown): void {
  if (typeof text === 'string' && text.length > 0) out.push({ pointer, text })
}

function addList(out: VisibleString[], pointer: string, texts: readonly unknown[] | undefined): void {
  texts?.forEach((text, index) => add(out, `${pointer}/${index}`, text))
}

/** A band, grade rule, subscale band or dimension level: its grade or level, description and next steps. */
function addGraded(out: VisibleString[], pointer: string, graded: Partial<GradeBand & GradeRule & SubscaleBand & DimensionLevel>): void {
  add(out, `${pointer}/grade`, graded.grade)
  add(out, `${pointer}/level`, graded.level)
  add(out, `${pointer}/description`, graded.description)
  addList(out, `${pointer}/nextSteps`, graded.nextSteps)
}

const reportedValueSections = ['subscaleScores', 'detailedAnalysis', 'clusterScores'] as const
const textRuleSections = ['impact', 'overallInterpretation', 'provisionalDiagnosis', 'problemAreas', 'healthRisks'] as const
const dimensionSections = ['emotionalExhaustion', 'depersonalization', 'personalAccomplishment'] as const

function addSections(out: VisibleString[], sections: ResultSections | undefined): void {
  if (!sections) return
  const at = '/scoring/sections'
  for (const name of reportedValueSections) sections[name]?.forEach((entry, index) => add(out, `${at}/${name}/${index}/label`, entry.label))
  for (const name of textRuleSections) sections[name]?.forEach((entry, index) => add(out, `${at}/${name}/${index}/text`, entry.text))
  for (const name of dimensionSections) sections[name]?.levels.forEach((level, index) => addGraded(out, `${at}/${name}/levels/${index}`, level))
  add(out, `${at}/supportResources`, sections.supportResources)
}

/** Every visible string of the definition, in the order a person meets them. */
export function visibleStrings(definition: TestDefinition): VisibleString[] {
  const out: VisibleString[] = []
  for (const key of ['formalTitle', 'informalTitle', 'description', 'tooltip', 'duration'] as const) add(out, `/${key}`, definition[key])
  addList(out, '/instructions', definition.instructions)
  add(out, '/disclaimer', definition.disclaimer)
  add(out, '/formHeading', definition.formHeading)
  add(out, '/resultHeading', definition.resultHeading)
  add(out, '/audience/note', definition.audience?.note)
  definition.questions.forEach((question, index) => {
    const at = `/questions/${index}`
    add(out, `${at}/questionHeading`, question.questionHeading)
    add(out, `${at}/question`, question.question)
    add(out, `${at}/hint`, question.hint)
    if ('unit' in question) add(out, `${at}/unit`, question.unit)
    if ('options' in question) question.options?.forEach((option, optionIndex) => add(out, `${at}/options/${optionIndex}/text`, option.text))
  })
  const { scoring } = definition
  scoring.gradeRules?.forEach((rule, index) => addGraded(out, `/scoring/gradeRules/${index}`, rule))
  scoring.bands.forEach((band, index) => addGraded(out, `/scoring/bands/${index}`, band))
  scoring.subscales?.forEach((subscale, index) => {
    add(out, `/scoring/subscales/${index}/label`, subscale.label)
    subscale.bands?.forEach((band, bandIndex) => addGraded(out, `/scoring/subscales/${index}/bands/${bandIndex}`, band))
  })
  scoring.flags?.forEach((flag, index) => add(out, `/scoring/flags/${index}/text`, flag.text))
  addSections(out, scoring.sections)
  return out
}

/** Whether a pointer is a question's text or one of its options' (what only a published translation may give a validated instrument). */
export function isItemWording(pointer: string): boolean {
  return /^\/questions\/\d+\/(question|options\/\d+\/text)$/.test(pointer)
}
