/**
 * The crisis net (engine/crisis-net.ts, decisions 040 and 041) with the lexicon and the trained
 * classifier: three outcomes, the distress net's kinds of expression in English, Kiswahili and
 * Sheng, acts already done, worry about someone else, the conversation read whole, and a
 * classifier that can raise but never lower what the rules decided.
 */
import { describe, expect, it } from 'vitest'
import lexiconJson from '#catalog/crisis-lexicon.json' with { type: 'json' }
import classifierJson from '#catalog/crisis-classifier.json' with { type: 'json' }
import { assessRisk, encodeWeights, type CrisisClassifier, type CrisisLexicon, type RiskInput } from '#engine/index.ts'
import { concernCases } from '../testing/chat-sets/concern-set.ts'
import { distressNegatives, distressPositives } from '../testing/chat-sets/distress-set.ts'

const lexicon = lexiconJson as unknown as CrisisLexicon
const classifier = classifierJson as CrisisClassifier
const nets = { lexicon, classifier }
const outcomeOf = (message: string, more: Omit<RiskInput, 'message'> = {}) => assessRisk({ message, ...more }, nets).outcome

/** A classifier that scores every text the same: `bias` decides (no weights). */
function constantClassifier(bias: number): CrisisClassifier {
  return { ...classifier, bias, weights: encodeWeights(new Array<number>(classifier.buckets).fill(0)) }
}

describe('three outcomes', () => {
  it('answers crisis, check-in or none', () => {
    expect(outcomeOf('I want to kill myself')).toBe('crisis')
    expect(outcomeOf('Nataka kujiua')).toBe('crisis')
    expect(outcomeOf('I feel like a burden to my family')).toBe('checkIn')
    expect(outcomeOf('which test checks my blood sugar?')).toBe('none')
  })

  it('checks in on each kind of distress the issue names, in English, Kiswahili and Sheng', () => {
    const distress = [
      'everything is hopeless and I cannot go on', // hopelessness
      'they would be better off without me', // a burden
      'this is my final message to you all', // a last letter
      'I am giving away all my things, I will not need them', // giving things away
      'I have a rope hidden in my room', // means
      'I scratch my arms until they bleed', // self-injury
      'I wish I would never wake up', // not waking up
      'I want to disappear forever', // disappearing
      'Sina tumaini tena maishani',
      'Mimi ni mzigo kwa familia yangu',
      'Natamani kulala milele',
      'Nimeficha kisu chini ya mto, kiko tayari',
      'Niko done na hii life',
      'Hakuna mtu ananimiss',
    ]
    expect(distress.filter((text) => outcomeOf(text) === 'none')).toEqual([])
  })

  it('finds the distress set (printed), and no ordinary concern of the concern set is a crisis', () => {
    const missed = distressPositives.filter((text) => outcomeOf(text) === 'none')
    const alarms = distressNegatives.filter((text) => outcomeOf(text) !== 'none')
    console.log(`distress set: ${distressPositives.length - missed.length}/${distressPositives.length} caught, ${alarms.length}/${distressNegatives.length} negatives raised`)
    expect(missed.length / distressPositives.length).toBeLessThanOrEqual(0.05)
    expect(alarms.length / distressNegatives.length).toBeLessThanOrEqual(0.05)
    const concerns = concernCases.map(({ text }) => ({ text, outcome: outcomeOf(text) }))
    expect(concerns.filter(({ outcome }) => outcome === 'crisis').map(({ text }) => text)).toEqual([])
    expect(concerns.filter(({ outcome }) => outcome === 'checkIn').length / concerns.length).toBeLessThanOrEqual(0.03)
  })
})

describe('acts already done and worry about someone else', () => {
  it('flags an overdose taken or poison swallowed as an act done, a crisis', () => {
    for (const text of ['I took the whole bottle of my pills an hour ago', 'Nimemeza vidonge vyote', 'nimekunywa jik']) {
      expect(assessRisk({ message: text }, nets)).toMatchObject({ outcome: 'crisis', actDone: true })
    }
    expect(assessRisk({ message: 'I took two paracetamol for a headache' }, nets).actDone).toBe(false)
  })

  it('answers worry about someone else as a crisis for a helper', () => {
    for (const text of ['my friend posted a farewell message and is not picking up', 'msee wangu amepost farewell msg', 'Kaka yangu amesema anataka kujiua']) {
      expect(assessRisk({ message: text }, nets)).toMatchObject({ outcome: 'crisis', someoneElse: true })
    }
    expect(assessRisk({ message: 'my friend wants to kill himself and I want to die too' }, nets).someoneElse).toBe(false)
  })
})

describe('the conversation is the unit', () => {
  it('catches the plan in the second turn after the risk in the first', () => {
    const assessment = assessRisk({ earlier: ['I have nothing to live for'], message: 'I bought rat poison today' }, nets)
    expect(assessment).toMatchObject({ outcome: 'crisis', decidedBy: 'conversation' })
    expect(outcomeOf('I bought rat poison today')).not.toBe('crisis')
    // Neither message alone is a crisis; together they are a plan with a time.
    expect(outcomeOf('I have made a plan')).not.toBe('crisis')
    expect(outcomeOf('I picked the day', { earlier: ['how are you'] })).not.toBe('crisis')
    expect(assessRisk({ earlier: ['I have made a plan'], message: 'I picked the day' }, nets)).toMatchObject({ outcome: 'crisis', decidedBy: 'conversation' })
  })

  it('turns more distress after a check-in into a crisis, and keeps risk seen for a harmless next message', () => {
    expect(outcomeOf('I want to disappear forever', { earlier: ['they would be better off without me'] })).toBe('crisis')
    expect(assessRisk({ earlier: ['I want to end my life'], message: 'which test is for sleep?' }, nets)).toMatchObject({ outcome: 'none', riskSeen: true })
    expect(assessRisk({ message: 'which test is for sleep?', riskSeen: true }, nets)).toMatchObject({ outcome: 'none', riskSeen: true })
    expect(assessRisk({ earlier: ['which test is for sleep?'], message: 'and for stress?' }, nets)).toMatchObject({ outcome: 'none', riskSeen: false, distressSeen: false })
  })
})

describe('the classifier beside the rules', () => {
  it('raises the outcome one step when it scores high enough (decision 055)', () => {
    const sure = { lexicon, classifier: constantClassifier(20) }
    expect(assessRisk({ message: 'hello there' }, sure)).toMatchObject({ outcome: 'checkIn', decidedBy: 'classifier' })
    expect(assessRisk({ message: 'I feel like a burden to my family' }, sure)).toMatchObject({ outcome: 'crisis', decidedBy: 'classifier' })
    const checkInOnly = constantClassifier(Math.log(classifier.thresholds.checkIn / (1 - classifier.thresholds.checkIn)) + 0.01)
    expect(assessRisk({ message: 'hello there' }, { lexicon, classifier: checkInOnly }).outcome).toBe('checkIn')
  })

  it('never lowers what the rules decided', () => {
    const silent = { lexicon, classifier: constantClassifier(-20) }
    expect(assessRisk({ message: 'I want to kill myself' }, silent).outcome).toBe('crisis')
    expect(assessRisk({ message: 'I feel like a burden to my family' }, silent).outcome).toBe('checkIn')
  })
})
