/**
 * The crisis safety net (issue 17, decisions 040 and 041): one function that every free text a
 * visitor writes goes through (the assistant on the server and in the widget, feedback, booking
 * notes). It reads the whole conversation, not only the last message, and answers one of three
 * outcomes: `crisis` (the contacts first), `checkIn` (ask directly, contacts under the question) or
 * `none`. The rules of the crisis lexicon decide first; the statistical classifier may only raise
 * their outcome one step (none to check-in, check-in to crisis), never lower it, and in a harmless
 * context of the lexicon's lowering it raises less (decision 055). Pure.
 */
import { classifierOutcome, type CrisisClassifier } from './crisis-classifier.ts'
import { rawWords } from './phrase-matcher.ts'
import { findRisk, loweringContext, type CrisisKind, type CrisisLexicon, type RuleFinding } from './crisis-detector.ts'

export type RiskOutcome = 'crisis' | 'checkIn' | 'none'

/** What the net reads: the person's earlier messages (oldest first), the new one, and whether risk was already shown. */
export type RiskInput = { message: string; earlier?: readonly string[]; riskSeen?: boolean }

/** The nets: the lexicon's rules and, optionally, the classifier. */
export type CrisisNets = { lexicon: CrisisLexicon; classifier?: CrisisClassifier }

export type RiskAssessment = {
  outcome: RiskOutcome
  /** The kind of crisis (suicide-self-harm when only the distress net or the classifier spoke). */
  kind: CrisisKind
  /** An act already done (an overdose taken, poison swallowed): the emergency line goes first. */
  actDone: boolean
  /** The person is worried about someone else: the helper's answer. */
  someoneElse: boolean
  /** Risk was shown earlier in the conversation: every reply carries the contacts. */
  riskSeen: boolean
  /** Distress (a check-in or more) was shown earlier: an answer that did not understand the message asks again. */
  distressSeen: boolean
  /** What decided (for tests and logs, never the text): the rules, the classifier, or the conversation read whole. */
  decidedBy: 'rules' | 'classifier' | 'conversation' | 'none'
}

const rank: Record<RiskOutcome, number> = { none: 0, checkIn: 1, crisis: 2 }
const higher = (a: RiskOutcome, b: RiskOutcome): RiskOutcome => (rank[b] > rank[a] ? b : a)

type Reading = { outcome: RiskOutcome; rules: RuleFinding | null; raisedByClassifier: boolean }

/**
 * What the classifier says (decision 055): nothing in a harmless context of the lexicon (hyperbole,
 * an accident, pest control, a normal dose, sport, a farewell event), where its scores rest on the
 * very words the context explains; the rules still read the text and are only lowered there. Nor
 * on a single word, whose own weight would be the whole score. The
 * context is read in the text and the message before it ("rat poison for the store" then "tonight
 * I will put it behind the shelves").
 */
function classifierInContext(text: string, context: string, nets: CrisisNets & { classifier: CrisisClassifier }): RiskOutcome {
  // One word alone ("No", an answer to the check-in) is all its features: the score says nothing.
  if (rawWords(text).length < 2) return 'none'
  const said = classifierOutcome(text, nets.classifier)
  if (said === 'none') return said
  return loweringContext(context, nets.lexicon) === null ? said : 'none'
}

/**
 * The classifier raises one step at most (decision 055): none to a check-in, a check-in to a
 * crisis. Alone it never gives the crisis answer; that needs a rule to have seen distress first.
 */
function oneStepAbove(ruled: RiskOutcome, said: RiskOutcome): RiskOutcome {
  if (said === 'crisis' && ruled === 'none') return 'checkIn'
  return said
}

/** One text read by the rules, then raised (never lowered) by the classifier, one step at most; `context` adds the message before it. */
function read(text: string, nets: CrisisNets, context = text): Reading {
  const rules = findRisk(text, nets.lexicon)
  const ruled: RiskOutcome = rules?.outcome ?? 'none'
  const { classifier } = nets
  const outcome = classifier ? higher(ruled, oneStepAbove(ruled, classifierInContext(text, context, { ...nets, classifier }))) : ruled
  return { outcome, rules, raisedByClassifier: rank[outcome] > rank[ruled] }
}

/**
 * The outcome for a new message in its conversation:
 * - the message itself is a crisis: `crisis`;
 * - the conversation read whole is a crisis that no earlier message was (risk in one turn, the
 *   plan in the next): `crisis`;
 * - risk was shown earlier (a crisis, or a check-in followed by more distress) and the new message
 *   shows any distress: `crisis`;
 * - otherwise the message's own outcome, with `riskSeen` set when an earlier crisis means the reply
 *   must still carry the contacts.
 */
export function assessRisk(input: RiskInput, nets: CrisisNets): RiskAssessment {
  const earlier = (input.earlier ?? []).filter((text) => text.trim() !== '')
  const current = read(input.message, nets, [...earlier.slice(-1), input.message].join(' . '))
  const earlierReadings = earlier.map((text) => read(text, nets))
  const earlierWhole = earlier.length > 0 ? findRisk(earlier.join(' . '), nets.lexicon) : null
  const earlierMost = earlierReadings.reduce<RiskOutcome>((most, reading) => higher(most, reading.outcome), 'none')
  const riskSeen = input.riskSeen === true || earlierMost === 'crisis' || earlierWhole?.outcome === 'crisis'
  const whole = earlier.length > 0 ? findRisk([...earlier, input.message].join(' . '), nets.lexicon) : null

  const result = (outcome: RiskOutcome, finding: RuleFinding | null, decidedBy: RiskAssessment['decidedBy']): RiskAssessment => ({
    outcome,
    kind: finding?.kind ?? 'suicide-self-harm',
    actDone: (finding?.actDone ?? false) || (current.rules?.actDone ?? false),
    someoneElse: outcome === 'crisis' && (finding?.someoneElse ?? false),
    riskSeen,
    distressSeen: riskSeen || earlierMost !== 'none',
    decidedBy,
  })

  if (current.outcome === 'crisis') return result('crisis', current.rules, current.raisedByClassifier ? 'classifier' : 'rules')
  if (whole?.outcome === 'crisis' && earlierWhole?.outcome !== 'crisis') return result('crisis', whole, 'conversation')
  const distressBefore = riskSeen || earlierMost === 'checkIn'
  if (distressBefore && current.outcome === 'checkIn') return result('crisis', current.rules ?? whole, 'conversation')
  if (current.outcome === 'checkIn') return result('checkIn', current.rules, current.raisedByClassifier ? 'classifier' : 'rules')
  return result('none', null, 'none')
}

/**
 * Free text outside a conversation (feedback, booking notes: issue 17 item 6): each text read
 * alone by the same net, and the most severe outcome of them.
 */
export function assessFreeText(texts: readonly string[], nets: CrisisNets): RiskAssessment {
  const assessments = texts.filter((text) => text.trim() !== '').map((text) => assessRisk({ message: text }, nets))
  return assessments.reduce<RiskAssessment>(
    (most, assessment) => (rank[assessment.outcome] > rank[most.outcome] ? assessment : most),
    { outcome: 'none', kind: 'suicide-self-harm', actDone: false, someoneElse: false, riskSeen: false, distressSeen: false, decidedBy: 'none' },
  )
}
