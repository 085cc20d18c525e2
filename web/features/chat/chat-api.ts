/**
 * SPEC.md call 2: POST /api/chat/ with {conversationHistory, userInput}. Resolves to the assistant
 * message, or null when the reply is not usable; rejects when the request fails (network, 4xx/5xx,
 * not JSON) or takes longer than 20 seconds, so a slow mobile network never leaves the typing
 * indicator up for ever.
 */
import type { ChatRequest } from '#schemas/generated/chat-request.ts'
import type { AssistantMessage } from './chat-messages.ts'
import { assistantMessageFrom } from './chat-reply.ts'

export const CHAT_TIMEOUT_MS = 20_000

export async function postChat(request: ChatRequest, signal?: AbortSignal): Promise<AssistantMessage | null> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), CHAT_TIMEOUT_MS)
  const stop = () => controller.abort()
  signal?.addEventListener('abort', stop)
  try {
    const response = await fetch('/api/chat/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
      signal: controller.signal,
    })
    if (!response.ok) throw new Error(`The assistant answered ${response.status}`)
    return assistantMessageFrom(await response.json())
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', stop)
  }
}
