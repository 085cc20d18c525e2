/**
 * The assistant's embedded path alone (issue 17): `answerChat` with no language model, the crisis
 * net (rules and classifier over the whole conversation) and the recommender, one call at a time on
 * one core, after a warm-up. Messages: the fresh crisis batch, the concern set, and the same
 * messages again at the end of a long conversation (12 earlier messages, the contract's most).
 * p50, p95 and the slowest call, in milliseconds.
 */
import { answerChat } from '#server/chat/answer-chat.ts'
import { loadChatCatalogue } from '#server/chat/chat-catalogue.ts'
import { concernCases } from '#server/testing/chat-sets/concern-set.ts'
import { freshNegatives, freshPositives } from '#server/testing/chat-sets/crisis-fresh-batch.ts'

export type ChatLatencyFigures = { calls: number; p50Ms: number; p95Ms: number; maxMs: number }

const percentile = (sorted: readonly number[], share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)]!
const round = (value: number) => Math.round(value * 100) / 100

export async function measureChat({ rounds = 3 } = {}): Promise<ChatLatencyFigures> {
  const catalogue = loadChatCatalogue()
  const messages = [...freshPositives.map(({ text }) => text), ...freshNegatives.map(({ text }) => text), ...concernCases.map(({ text }) => text)]
  const longConversation = Array.from({ length: 12 }, (_, index) => messages[(index * 17) % messages.length]!)
  const questions = [
    ...messages.map((userInput) => ({ userInput, conversationHistory: userInput, earlierMessages: [] })),
    ...messages.map((userInput) => ({ userInput, conversationHistory: [...longConversation, userInput].join(' '), earlierMessages: longConversation })),
  ]
  for (const question of questions.slice(0, 100)) await answerChat(question, catalogue, undefined)
  const timings: number[] = []
  for (let round = 0; round < rounds; round += 1) {
    for (const question of questions) {
      const start = performance.now()
      await answerChat(question, catalogue, undefined)
      timings.push(performance.now() - start)
    }
  }
  const sorted = timings.sort((a, b) => a - b)
  return { calls: sorted.length, p50Ms: round(percentile(sorted, 0.5)), p95Ms: round(percentile(sorted, 0.95)), maxMs: round(sorted.at(-1)!) }
}
