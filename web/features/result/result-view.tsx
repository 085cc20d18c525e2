/**
 * The result of a test (SPEC.md section 2, Result view). Safety first: the safety card and any
 * danger signs come before the heading and the score. Then the score ring, the grade in words
 * (its colour repeats, never replaces, the text), the coming-soon buttons and the sections.
 */
import { useEffect, useId, useRef } from 'react'
import { Link } from 'react-router-dom'
import type { AssessmentResult } from '#schemas/index.ts'
import { InstrumentKindNotice, type InstrumentKind } from '../../shared/instrument-kind-notice.tsx'
import { leadsWithSafetyCard } from '../../shared/safety-result.ts'
import { ResultSections } from './result-sections.tsx'
import { DangerSignsCard, SafetyCard } from './safety-card.tsx'
import { ScoreCircle } from './score-circle.tsx'

export const comingSoonText = 'This feature is coming soon!'

type Props = {
  result: AssessmentResult
  /** The test's resultHeading. */
  heading: string
  /** The test's source.kind: a guideline checklist says, under its grade, that it is not a validated scale. */
  instrumentKind?: InstrumentKind
  onRetake: () => void
}

function ComingSoonButton({ label }: { label: string }) {
  const tooltipId = useId()
  return (
    <span className="tooltip-anchor">
      <button type="button" className="button button-secondary" aria-disabled="true" aria-describedby={tooltipId}>
        {label}
      </button>
      <span role="tooltip" id={tooltipId} className="tooltip">
        {comingSoonText}
      </span>
    </span>
  )
}

export function ResultView({ result, heading, instrumentKind, onRetake }: Props) {
  const firstHeading = useRef<HTMLHeadingElement>(null)
  const dangerSigns = result.dangerSigns ?? []
  const leadsWithCard = leadsWithSafetyCard(result)

  // The result replaces the last question: start reading at its top.
  useEffect(() => firstHeading.current?.focus(), [])

  return (
    <main className="page result-page">
      {result.suicideRisk && <SafetyCard message={result.suicideRisk} headingRef={firstHeading} />}
      {dangerSigns.length > 0 && <DangerSignsCard signs={dangerSigns} headingRef={result.suicideRisk ? undefined : firstHeading} />}
      <h1 tabIndex={-1} ref={leadsWithCard ? undefined : firstHeading}>
        {heading}
      </h1>
      <div className={`score tone-${result.tone}`}>
        <ScoreCircle result={result} />
        <p className="grade">{result.grade}</p>
      </div>
      <InstrumentKindNotice kind={instrumentKind} />
      <div className="button-row">
        <Link className="button button-secondary" to="/services/talk-to-a-therapist">
          Talk to a Therapist
        </Link>
        <ComingSoonButton label="Get Full Report via Email" />
      </div>
      <ResultSections result={result} />
      <div className="button-row">
        <button type="button" className="button" onClick={onRetake}>
          Retake the test
        </button>
      </div>
    </main>
  )
}
