/**
 * The score as a ring: the total over the highest possible total, or, for an open-ended total,
 * the total beside its reference point. Read out as one image ("Score 9 out of 27"); the grade
 * text below it carries the meaning, so colour is never the only cue.
 */
import type { AssessmentResult } from '#schemas/index.ts'

const RADIUS = 52
const CIRCUMFERENCE = 2 * Math.PI * RADIUS

export function scoreLabel({ totalScore, expectedTotalScore, openEnded }: AssessmentResult): string {
  return openEnded ? `Score ${totalScore}, reference ${expectedTotalScore}` : `Score ${totalScore} out of ${expectedTotalScore}`
}

export function ScoreCircle({ result }: { result: AssessmentResult }) {
  const { totalScore, expectedTotalScore, openEnded } = result
  const share = expectedTotalScore > 0 ? Math.min(Math.max(totalScore / expectedTotalScore, 0), 1) : 0
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
      {openEnded ? (
        <>
          <text x="60" y="60" textAnchor="middle" className="score-total">
            {totalScore}
          </text>
          <text x="60" y="80" textAnchor="middle" className="score-reference">
            reference {expectedTotalScore}
          </text>
        </>
      ) : (
        <text x="60" y="68" textAnchor="middle" className="score-total">
          {totalScore}
          <tspan className="score-expected"> / {expectedTotalScore}</tspan>
        </text>
      )}
    </svg>
  )
}
