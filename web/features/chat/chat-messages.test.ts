/**
 * SPEC.md call 2's conversationHistory: every message joined by single spaces, and a long
 * conversation cut to its most recent 8,000 characters at a word, so the server never refuses it.
 */
import { describe, expect, it } from 'vitest'
import chatRequestSchema from '#schemas/chat-request.schema.json' with { type: 'json' }
import { conversationHistory, earlierUserMessages, greeting, HISTORY_MAX_CHARS, lastUserText, type ChatMessage } from './chat-messages.ts'

const user = (text: string): ChatMessage => ({ from: 'user', text })
const assistant = (text: string): ChatMessage => ({ from: 'assistant', text, suggestions: [] })

describe('conversationHistory', () => {
  it('joins every message, the greeting and the new message included, with single spaces', () => {
    const messages = [greeting('Amani'), user("I can't sleep"), assistant('Try this.'), user('Thanks')]
    expect(conversationHistory(messages)).toBe(`${greeting('Amani').text} I can't sleep Try this. Thanks`)
  })

  it('keeps the most recent 8,000 characters of a long conversation, starting at a word, ending with the new message', () => {
    const messages = [greeting('Amani'), ...Array.from({ length: 40 }, (_, index) => [user(`worry ${index} `.repeat(40).trim()), assistant('noted')]).flat(), user('last words')]
    const history = conversationHistory(messages)
    expect(history.length).toBeLessThanOrEqual(HISTORY_MAX_CHARS)
    expect(history.length).toBeGreaterThan(HISTORY_MAX_CHARS - 20)
    expect(history.endsWith('noted last words')).toBe(true)
    expect(messages.map((message) => message.text).join(' ').endsWith(history)).toBe(true)
    expect(history).toMatch(/^(worry|\d+|noted) /)
  })

  it('finds the last thing the person wrote', () => {
    expect(lastUserText([greeting('Amani'), user('first'), assistant('ok'), user('second'), assistant('ok')])).toBe('second')
    expect(lastUserText([greeting('Amani')])).toBe('')
  })
})

describe('earlierUserMessages', () => {
  it('sends only the person\'s earlier messages, as many and as long as the chat request schema allows', () => {
    const { maxItems, items } = chatRequestSchema.properties.earlierMessages
    const written = Array.from({ length: maxItems + 5 }, (_, index) => user(`message ${index} ${'x'.repeat(items.maxLength)}`))
    const earlier = earlierUserMessages([greeting('Amani'), ...written.flatMap((message) => [message, assistant('ok')]), user('latest')])
    expect(earlier).toHaveLength(maxItems)
    expect(earlier[0]!.startsWith(`message 5 `)).toBe(true)
    expect(earlier.every((text) => text.length === items.maxLength)).toBe(true)
    expect(earlier).not.toContain('latest')
  })
})
