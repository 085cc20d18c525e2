/**
 * The result of a test (SPEC.md section 2, Result view). Safety first: the safety card and any
 * danger signs come before the heading and the score. Then the score ring, the grade in words
 * (its colour repeats, never replaces, the text), the therapist link, the actions the route
 * composes in (the full report; issue 23) and the sections.
 * The page's own words are in its language; the result's texts (grade, sections) are in the
 * language the test was taken in, marked with it when that is not the page's (issue 20).
 */
import { t } from '@lingui/core/macro'
import { useEffect, useRef, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { AssessmentResult } from '#schemas/index.ts'
import type { Locale } from '#schemas/locales.ts'
import { activeLocale } from '../../shared/i18n.ts'
import { InstrumentKindNotice, type InstrumentKind } from '../../shared/instrument-kind-notice.tsx'
import { leadsWithSafetyCard } from '../../shared/safety-result.ts'
import { ResultSections } from './result-sections.tsx'
import { DangerSignsCard, SafetyCard } from './safety-card.tsx'
import { ScoreCircle } from './score-circle.tsx'

type Props = {
  result: AssessmentResult
  /** The language of the result's texts (the test's); the page's when not given. */
  language?: Locale
  /** The test's resultHeading. */
  heading: string
  /** The heading's language (the definition's), when not the page's. */
  headingLanguage?: Locale | undefined
  /** The test's source.kind: a guideline checklist says, under its grade, that it is not a validated scale. */
  instrumentKind?: InstrumentKind
  onRetake: () => void
  /** What the visitor can do with the result (the full report), under the therapist link. */
  actions?: ReactNode
  /** Retake as a link to this address instead of a button (a page drawn for a browser without JavaScript; decision 092). */
  retakeHref?: string | undefined
}

export function ResultView({ result, language, heading, headingLanguage, instrumentKind, onRetake, actions, retakeHref }: Props) {
  const firstHeading = useRef<HTMLHeadingElement>(null)
  const dangerSigns = result.dangerSigns ?? []
  const leadsWithCard = leadsWithSafetyCard(result)
  // The result's own texts are marked only when their language is not the page's.
  const textLanguage = language && language !== activeLocale() ? language : undefined

  // The result replaces the last question: start reading at its top.
  useEffect(() => firstHeading.current?.focus(), [])

  return (
    <main className="page result-page">
      {result.suicideRisk && <SafetyCard message={result.suicideRisk} messageLanguage={textLanguage} headingRef={firstHeading} />}
      {dangerSigns.length > 0 && (
        <DangerSignsCard signs={dangerSigns} signsLanguage={textLanguage} headingRef={result.suicideRisk ? undefined : firstHeading} />
      )}
      <h1 tabIndex={-1} ref={leadsWithCard ? undefined : firstHeading} lang={headingLanguage}>
        {heading}
      </h1>
      <div className={`score tone-${result.tone}`}>
        <ScoreCircle result={result} />
        <p className="grade" lang={textLanguage}>
          {result.grade}
        </p>
      </div>
      <InstrumentKindNotice kind={instrumentKind} />
      <div className="button-row">
        <Link className="button button-secondary" to="/services/talk-to-a-therapist">
          {t({ message: 'Talk to a Therapist', comment: 'Result page button to the therapy service' })}
        </Link>
      </div>
      {actions}
      <ResultSections result={result} textLanguage={textLanguage} />
      <div className="button-row">
        {retakeHref ? (
          <a className="button" href={retakeHref}>
            {t`Retake the test`}
          </a>
        ) : (
          <button type="button" className="button" onClick={onRetake}>
            {t`Retake the test`}
          </button>
        )}
      </div>
    </main>
  )
}
