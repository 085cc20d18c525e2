/**
 * The score as a ring: the total over the highest possible total, or, for an open-ended total,
 * the total beside its reference point. Read out as one image ("Score 9 out of 27"); the grade
 * text below it carries the meaning, so colour is never the only cue. When a danger sign applies,
 * the ring shows the urgency instead of the score: a low-looking "3 / 11" must never sit beside
 * "See a doctor promptly" (decision 022).
 */
import type { AssessmentResult } from '#schemas/index.ts'
import './score-circle.css'

const RADIUS = 52
const CIRCUMFERENCE = 2 * Math.PI * RADIUS

/** A danger sign applies: the result calls for care now, whatever the total. */
export function isUrgent(result: AssessmentResult): boolean {
  return (result.dangerSigns?.length ?? 0) > 0
}

export const urgentLabel = 'Urgent: see a health worker now, as the danger signs above say'

export function scoreLabel(result: AssessmentResult): string {
  const { totalScore, expectedTotalScore, openEnded } = result
  if (isUrgent(result)) return urgentLabel
  return openEnded ? `Score ${totalScore}, reference ${expectedTotalScore}` : `Score ${totalScore} out of ${expectedTotalScore}`
}

function ScoreText({ result }: { result: AssessmentResult }) {
  const { totalScore, expectedTotalScore, openEnded } = result
  if (isUrgent(result)) {
    return (
      <>
        <text x="60" y="60" textAnchor="middle" className="score-urgent">
          Act now
        </text>
        <text x="60" y="80" textAnchor="middle" className="score-urgent-note">
          see a health worker
        </text>
      </>
    )
  }
  if (openEnded) {
    return (
      <>
        <text x="60" y="60" textAnchor="middle" className="score-total">
          {totalScore}
        </text>
        <text x="60" y="80" textAnchor="middle" className="score-reference">
          reference {expectedTotalScore}
        </text>
      </>
    )
  }
  return (
    <text x="60" y="68" textAnchor="middle" className="score-total">
      {totalScore}
      <tspan className="score-expected"> / {expectedTotalScore}</tspan>
    </text>
  )
}

export function ScoreCircle({ result }: { result: AssessmentResult }) {
  const { totalScore, expectedTotalScore } = result
  const fraction = expectedTotalScore > 0 ? Math.min(Math.max(totalScore / expectedTotalScore, 0), 1) : 0
  const share = isUrgent(result) ? 1 : fraction
  return (
    <svg className="score-circle" viewBox="0 0 120 120" width="160" height="160" role="img" aria-label={scoreLabel(result)}>
      <circle className="score-track" cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="10" />
      <circle
        className="score-arc"
        cx="60"
        cy="60"
        r={RADIUS}
        fill="none"
        strokeWidth="10"
        strokeLinecap="round"
        strokeDasharray={`${share * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
        transform="rotate(-90 60 60)"
      />
      <ScoreText result={result} />
    </svg>
  )
}
