/**
 * The notice every guideline checklist carries on its intro and its result (source.kind in the
 * test definition): it is a checklist built from health guidelines, not a validated screening
 * scale, so its total and grades must not be read as a measured score. A validated scale shows
 * nothing. One text for both places, so the intro and the result never disagree (decision 022).
 */
import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { TestDefinition } from '#schemas/index.ts'

export type InstrumentKind = TestDefinition['source']['kind']

/** The notice's heading (its landmark's name), rendered with `i18n._(checklistNoticeHeading)`. */
export const checklistNoticeHeading = msg`A guideline checklist, not a validated scale`
export const checklistNoticeText = msg`This check is built from health guidelines. It is not a validated screening scale: its score counts the points the guidelines name, and its grades have not been tested as a measure. Use it to see what to act on or ask a health worker about, not as a measured risk or a diagnosis.`

export function InstrumentKindNotice({ kind }: { kind: InstrumentKind | undefined }) {
  if (kind !== 'guideline-checklist') return null
  const heading = i18n._(checklistNoticeHeading)
  return (
    <aside className="instrument-notice" aria-label={heading}>
      <p>
        <strong>{heading}.</strong> {i18n._(checklistNoticeText)}
      </p>
    </aside>
  )
}
