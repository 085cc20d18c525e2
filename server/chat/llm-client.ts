/**
 * A client for an OpenAI-compatible chat-completions endpoint (LLM_BASE_URL, LLM_API_KEY,
 * LLM_MODEL): one POST {base}/chat/completions asking for a JSON object, with a hard time limit
 * (3 s by default). Any failure (network, timeout, a non-2xx status, a body without a message)
 * throws a ModelError naming the kind of failure only: never the text sent or received.
 */
export type LlmConfig = { readonly baseUrl: URL; readonly apiKey: string; readonly model: string }
export type ModelMessage = { role: 'system' | 'user' | 'assistant'; content: string }
export type ModelFailure = 'timeout' | 'network' | 'status' | 'invalid-body'

export class ModelError extends Error {
  readonly failure: ModelFailure

  constructor(failure: ModelFailure) {
    super(`The assistant's language model failed (${failure}).`)
    this.name = 'ModelError'
    this.failure = failure
  }
}

export type LlmClient = { complete(messages: ModelMessage[]): Promise<string> }

export const MODEL_TIMEOUT_MS = 3000

export function createLlmClient(config: LlmConfig, options: { timeoutMs?: number } = {}): LlmClient {
  const endpoint = new URL('chat/completions', config.baseUrl.href.endsWith('/') ? config.baseUrl : `${config.baseUrl.href}/`)
  const timeoutMs = options.timeoutMs ?? MODEL_TIMEOUT_MS
  return {
    async complete(messages) {
      const signal = AbortSignal.timeout(timeoutMs)
      let response: Response
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
          body: JSON.stringify({ model: config.model, messages, temperature: 0.2, max_tokens: 600, response_format: { type: 'json_object' } }),
          signal,
        })
      } catch {
        throw new ModelError(signal.aborted ? 'timeout' : 'network')
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined)
        throw new ModelError('status')
      }
      let body: unknown
      try {
        body = await response.json()
      } catch {
        throw new ModelError(signal.aborted ? 'timeout' : 'invalid-body')
      }
      const content = (body as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]?.message?.content
      if (typeof content !== 'string') throw new ModelError('invalid-body')
      return content
    },
  }
}
