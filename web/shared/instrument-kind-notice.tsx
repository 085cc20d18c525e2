/**
 * The notice every guideline checklist carries on its intro and its result (source.kind in the
 * test definition): it is a checklist built from health guidelines, not a validated screening
 * scale, so its total and grades must not be read as a measured score. A validated scale shows
 * nothing. One text for both places, so the intro and the result never disagree (decision 022).
 */
import type { TestDefinition } from '#schemas/index.ts'
import './instrument-kind-notice.css'

export type InstrumentKind = TestDefinition['source']['kind']

export const checklistNoticeHeading = 'A guideline checklist, not a validated scale'
export const checklistNoticeText =
  'This check is built from health guidelines. It is not a validated screening scale: its score counts the points the guidelines name, and its grades have not been tested as a measure. Use it to see what to act on or ask a health worker about, not as a measured risk or a diagnosis.'

export function InstrumentKindNotice({ kind }: { kind: InstrumentKind | undefined }) {
  if (kind !== 'guideline-checklist') return null
  return (
    <aside className="instrument-notice" aria-label={checklistNoticeHeading}>
      <p>
        <strong>{checklistNoticeHeading}.</strong> {checklistNoticeText}
      </p>
    </aside>
  )
}
