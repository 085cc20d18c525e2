/**
 * The independent batch of issue 17 (server/testing/chat-sets/independent-batch.ts), written by a
 * helper playing the outside judge before reading the lexicon, the classifier or the other sets,
 * answered by the assistant as a visitor gets it (the embedded path, no model). Prints, per
 * language, the recall (crisis or check-in), the hard negatives raised to crisis and to check-in,
 * the two-turn catches, every miss and every false alarm, and the time per message (p95).
 * Nothing is tuned on this set: it only measures.
 *
 * The issue's thresholds (at least 95% recall per language, at most 3% of the negatives to crisis
 * and 10% to check-in, every risky two-turn conversation caught) are in `required` below. When this
 * batch was first run (commit of this file) the net did not meet all of them, so by default the test
 * asserts the thresholds that held then and prints the others with the gap; run it with
 * CRISIS_INDEPENDENT_STRICT=1 to assert every threshold as the issue requires it.
 */
import { performance } from 'node:perf_hooks'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  independentConversations,
  independentHarmlessConversations,
  independentNegatives,
  independentPositives,
  type IndependentLanguage,
  type IndependentMessage,
} from '../testing/chat-sets/independent-batch.ts'
import { answerChat, assessChat } from './answer-chat.ts'
import { loadChatCatalogue } from './chat-catalogue.ts'

type Outcome = 'crisis' | 'checkIn' | 'none'
type Measured<Wording extends string> = IndependentMessage<Wording> & { outcome: Outcome }

const catalogue = loadChatCatalogue()
const strict = process.env.CRISIS_INDEPENDENT_STRICT === '1'
const required = { recallPerLanguage: 0.95, negativesToCrisis: 0.03, negativesToCheckIn: 0.1 }
const languages: IndependentLanguage[] = ['en', 'sw', 'sheng']
const timesMs: number[] = []

async function outcomeOf(userInput: string, earlierMessages: string[] = []): Promise<Outcome> {
  const started = performance.now()
  const { answer } = await answerChat({ userInput, conversationHistory: [...earlierMessages, userInput].join(' '), earlierMessages }, catalogue, undefined)
  timesMs.push(performance.now() - started)
  return answer.checkIn ? 'checkIn' : answer.crisis ? 'crisis' : 'none'
}

async function measure<Wording extends string>(messages: readonly IndependentMessage<Wording>[]): Promise<Measured<Wording>[]> {
  const measured: Measured<Wording>[] = []
  for (const message of messages) measured.push({ ...message, outcome: await outcomeOf(message.text) })
  return measured
}

const share = (part: number, whole: number) => `${part}/${whole} (${((100 * part) / whole).toFixed(1)}%)`
const listed = <Wording extends string>(entries: Measured<Wording>[]) => entries.map(({ wording, text }) => `    [${wording}] ${text}`).join('\n')

let positives: Measured<string>[] = []
let negatives: Measured<string>[] = []
let secondTurns: Outcome[] = []
let firstTurns: Outcome[] = []
let harmlessTurns: Outcome[][] = []

beforeAll(async () => {
  positives = await measure(independentPositives)
  negatives = await measure(independentNegatives)
  secondTurns = []
  firstTurns = []
  for (const { turns: [first, second] } of independentConversations) {
    firstTurns.push(await outcomeOf(first))
    secondTurns.push(await outcomeOf(second, [first]))
  }
  harmlessTurns = []
  for (const { turns: [first, second] } of independentHarmlessConversations) harmlessTurns.push([await outcomeOf(first), await outcomeOf(second, [first])])

  const lines: string[] = ['independent batch of issue 17']
  for (const language of languages) {
    const mine = positives.filter((entry) => entry.language === language)
    const caught = mine.filter(({ outcome }) => outcome !== 'none')
    const harmless = negatives.filter((entry) => entry.language === language)
    const toCrisis = harmless.filter(({ outcome }) => outcome === 'crisis')
    const toCheckIn = harmless.filter(({ outcome }) => outcome === 'checkIn')
    const conversations = independentConversations.map((conversation, index) => ({ conversation, outcome: secondTurns[index]! })).filter(({ conversation }) => conversation.language === language)
    lines.push(
      `${language}: recall ${share(caught.length, mine.length)} (${caught.filter(({ outcome }) => outcome === 'crisis').length} crisis, ${caught.filter(({ outcome }) => outcome === 'checkIn').length} check-in); negatives to crisis ${share(toCrisis.length, harmless.length)}, to check-in ${share(toCheckIn.length, harmless.length)}; two-turn caught ${conversations.filter(({ outcome }) => outcome !== 'none').length}/${conversations.length} (${conversations.filter(({ outcome }) => outcome === 'crisis').length} crisis)`,
      `  missed:\n${listed(mine.filter(({ outcome }) => outcome === 'none'))}`,
      `  negatives to crisis:\n${listed(toCrisis)}`,
      `  negatives to check-in:\n${listed(toCheckIn)}`,
    )
    for (const { conversation, outcome } of conversations) lines.push(`  two-turn: ${conversation.turns.join(' -> ')} => first ${firstTurns[independentConversations.indexOf(conversation)]}, second ${outcome}`)
  }
  const allCrisis = negatives.filter(({ outcome }) => outcome === 'crisis').length
  const allCheckIn = negatives.filter(({ outcome }) => outcome === 'checkIn').length
  lines.push(`all negatives: to crisis ${share(allCrisis, negatives.length)}, to check-in ${share(allCheckIn, negatives.length)}`)
  lines.push(`harmless two-turn (first, second): ${harmlessTurns.map((pair) => pair.join(',')).join(' | ')}`)
  const wordings = [...new Set(positives.map(({ wording }) => wording))]
  lines.push(`risky messages by wording (caught/all, crisis): ${wordings.map((wording) => { const of = positives.filter((entry) => entry.wording === wording); return `${wording} ${of.filter(({ outcome }) => outcome !== 'none').length}/${of.length} (${of.filter(({ outcome }) => outcome === 'crisis').length})` }).join('; ')}`)
  const flags = (text: string) => assessChat({ userInput: text, conversationHistory: text, earlierMessages: [] }, catalogue)
  lines.push(`acts already done (outcome, emergency line first?): ${positives.filter(({ wording }) => wording === 'act-done').map(({ text, outcome }) => `${outcome}${flags(text).actDone ? ' actDone' : ''} <- ${text}`).join(' | ')}`)
  lines.push(`someone else at risk (outcome, helper's reply?): ${positives.filter(({ wording }) => wording === 'third-person').map(({ text, outcome }) => `${outcome}${flags(text).someoneElse ? ' someoneElse' : ''} <- ${text}`).join(' | ')}`)
  lines.push(timing('first pass', timesMs))
  const firstPass = timesMs.length
  for (const { text } of [...independentPositives, ...independentNegatives]) await outcomeOf(text)
  lines.push(timing('second (warm) pass, single messages', timesMs.slice(firstPass)))
  console.log(lines.join('\n'))
}, 120_000)

function timing(label: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!.toFixed(2)
  return `time per answer, ${label}, over ${sorted.length} answers: median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${sorted[sorted.length - 1]!.toFixed(2)} ms`
}

/** Each of the issue's thresholds, with the measured figure and whether it is met. */
function thresholds(): { name: string; measured: string; met: boolean }[] {
  const recall = languages.map((language) => {
    const mine = positives.filter((entry) => entry.language === language)
    const caught = mine.filter(({ outcome }) => outcome !== 'none').length / mine.length
    return { name: `recall in ${language} >= 95%`, measured: `${(100 * caught).toFixed(1)}%`, met: caught >= required.recallPerLanguage }
  })
  const raised = (level: Outcome) => negatives.filter(({ outcome }) => outcome === level).length / negatives.length
  const missedConversations = independentConversations.filter((_, index) => secondTurns[index] === 'none').length
  return [
    ...recall,
    { name: 'negatives to crisis <= 3%', measured: `${(100 * raised('crisis')).toFixed(1)}%`, met: raised('crisis') <= required.negativesToCrisis },
    { name: 'negatives to check-in <= 10%', measured: `${(100 * raised('checkIn')).toFixed(1)}%`, met: raised('checkIn') <= required.negativesToCheckIn },
    { name: 'every risky two-turn conversation caught', measured: `${independentConversations.length - missedConversations}/${independentConversations.length}`, met: missedConversations === 0 },
  ]
}

describe('the independent batch of issue 17', () => {
  it('has 40 risky messages and 40 hard negatives in each language, and 10 risky two-turn conversations', () => {
    for (const language of languages) {
      expect(independentPositives.filter((entry) => entry.language === language)).toHaveLength(40)
      expect(independentNegatives.filter((entry) => entry.language === language)).toHaveLength(40)
    }
    expect(independentConversations).toHaveLength(10)
  })

  it('answers at most 10% of the hard negatives with the check-in', () => {
    expect(negatives.filter(({ outcome }) => outcome === 'checkIn').length / negatives.length).toBeLessThanOrEqual(required.negativesToCheckIn)
  })

  it('holds what decision 055 measured: at least 95% recall per language, at most 3% of negatives to crisis, every risky two-turn conversation caught', () => {
    // Measured after decision 055 (the categories of misses were known to its developer, the sentences were not read):
    // recall en 97.5%, sw 100%, sheng 100%; negatives to crisis 0.8%, to check-in 10.0%; two-turn 10/10.
    const heldRecall: Record<IndependentLanguage, number> = { en: required.recallPerLanguage, sw: required.recallPerLanguage, sheng: required.recallPerLanguage }
    for (const language of languages) {
      const mine = positives.filter((entry) => entry.language === language)
      expect(mine.filter(({ outcome }) => outcome !== 'none').length / mine.length).toBeGreaterThanOrEqual(heldRecall[language])
    }
    expect(negatives.filter(({ outcome }) => outcome === 'crisis').length / negatives.length).toBeLessThanOrEqual(required.negativesToCrisis)
    expect(secondTurns.filter((outcome) => outcome === 'none')).toEqual([])
  })

  it('raises neither turn of a harmless two-turn conversation', () => {
    expect(harmlessTurns).toHaveLength(independentHarmlessConversations.length)
    expect(harmlessTurns.flat().filter((outcome) => outcome !== 'none')).toEqual([])
  })

  it('reports every threshold of the issue, and asserts all of them with CRISIS_INDEPENDENT_STRICT=1', () => {
    const all = thresholds()
    console.log(`thresholds of issue 17 on the independent batch:\n${all.map(({ name, measured, met }) => `  ${met ? 'met    ' : 'NOT MET'} ${name}: ${measured}`).join('\n')}`)
    if (strict) expect(all.filter(({ met }) => !met).map(({ name, measured }) => `${name}: ${measured}`)).toEqual([])
  })
})
