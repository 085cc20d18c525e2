/**
 * The score as a ring: the total over the highest possible total, or, for an open-ended total,
 * the total beside its reference point. Read out as one image ("Score 9 out of 27"); the grade
 * text below it carries the meaning, so colour is never the only cue. When a danger sign applies,
 * the ring shows the urgency instead of the score: a low-looking "3 / 11" must never sit beside
 * "See a doctor promptly" (decision 022).
 */
import { msg, t } from '@lingui/core/macro'
import type { AssessmentResult } from '#schemas/index.ts'
import { i18n } from '../../shared/i18n.ts'
import { urgentBlock } from './ring-text.ts'
import './score-circle.css'

const RADIUS = 52
const CIRCUMFERENCE = 2 * Math.PI * RADIUS

/** A danger sign applies: the result calls for care now, whatever the total. */
export function isUrgent(result: AssessmentResult): boolean {
  return (result.dangerSigns?.length ?? 0) > 0
}

export const urgentLabel = msg({ message: 'Urgent: see a health worker now, as the danger signs above say', comment: 'Read out for the score ring when danger signs apply' })

/** What the ring says when read out, in the page's language. */
export function scoreLabel(result: AssessmentResult): string {
  const { totalScore, expectedTotalScore, openEnded } = result
  if (isUrgent(result)) return i18n._(urgentLabel)
  return openEnded
    ? t({ message: `Score ${totalScore}, reference ${expectedTotalScore}`, comment: 'Read out for an open-ended score ring: the total and its reference point' })
    : t({ message: `Score ${totalScore} out of ${expectedTotalScore}`, comment: 'Read out for the score ring' })
}

/** Sizes of the ring's words, in viewBox units (the CSS classes set colour and weight); the large words wrap before they shrink below the smallest. */
const URGENT_SIZE = 22
const URGENT_SMALLEST = 14
const NOTE_SIZE = 10

/** Lines of text centred in the ring, one tspan a line. */
function RingLines({ lines, size, top, className }: { lines: string[]; size: number; top: number; className: string }) {
  return (
    <text x="60" y={top} textAnchor="middle" className={className} style={{ fontSize: size }}>
      {lines.map((line, index) => (
        <tspan key={index} x="60" dy={index === 0 ? 0 : size * 1.1}>
          {line}
        </tspan>
      ))}
    </text>
  )
}

/**
 * The urgency in words, fitted inside the ring in any language (ring-text.ts): the large words on
 * one line when they fit, else wrapped, and the note under them, the block centred on the ring.
 */
function UrgentText() {
  const urgent = t({ message: 'Act now', comment: 'Score ring, large, when danger signs apply (short: fits a 120 px circle)' })
  const noteText = t({ message: 'see a health worker', comment: 'Score ring, small, under Act now (short: fits a 120 px circle)' })
  const block = urgentBlock(urgent, noteText, { size: URGENT_SIZE, smallest: URGENT_SMALLEST, noteSize: NOTE_SIZE })
  // Baselines: each block's first line sits one font size below where the block starts.
  const noteTop = block.top + block.lines.length * block.size * 1.1 + NOTE_SIZE * 1.1
  return (
    <>
      <RingLines lines={block.lines} size={block.size} top={block.top + block.size} className="score-urgent" />
      <RingLines lines={block.noteLines} size={NOTE_SIZE} top={noteTop} className="score-urgent-note" />
    </>
  )
}

function ScoreText({ result }: { result: AssessmentResult }) {
  const { totalScore, expectedTotalScore, openEnded } = result
  if (isUrgent(result)) return <UrgentText />
  if (openEnded) {
    return (
      <>
        <text x="60" y="60" textAnchor="middle" className="score-total">
          {totalScore}
        </text>
        <text x="60" y="80" textAnchor="middle" className="score-reference">
          {t({ message: `reference ${expectedTotalScore}`, comment: 'Score ring, small, under an open-ended total (short: fits a 120 px circle)' })}
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
