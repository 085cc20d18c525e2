/**
 * A fake OpenAI-compatible model for tests, on 127.0.0.1 and a free port: POST
 * /v1/chat/completions answers whatever the test's behaviour says (a JSON answer, a raw body, an
 * error status, a delay, or a hang), and every request body is recorded so a test can check what
 * left the server (redaction, P14).
 */
import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeModelRequest = { model: string; messages: { role: string; content: string }[]; [key: string]: unknown }

/** What the fake answers: `content` becomes choices[0].message.content; `raw` is sent as is. */
export type FakeModelBehaviour =
  | { content: string; delayMs?: number }
  | { raw: string; status?: number; delayMs?: number }
  | { hang: true }

export type FakeModel = {
  /** The base URL to give as LLM_BASE_URL (ends with /v1). */
  readonly baseUrl: string
  readonly requests: FakeModelRequest[]
  /** Authorization headers received, to check the key is sent. */
  readonly authorizations: (string | undefined)[]
  answer(behaviour: FakeModelBehaviour | ((request: FakeModelRequest) => FakeModelBehaviour)): void
  close(): Promise<void>
}

/** A model answer as the assistant expects it, for tests to shape. */
export function modelJson(reply: string, suggestions: { route: string; reason: string }[]): string {
  return JSON.stringify({ reply, suggestions })
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export async function startFakeModel(): Promise<FakeModel> {
  const requests: FakeModelRequest[] = []
  const authorizations: (string | undefined)[] = []
  const hanging = new Set<ServerResponse>()
  let behaviour: FakeModelBehaviour | ((request: FakeModelRequest) => FakeModelBehaviour) = { content: modelJson('Hello.', []) }

  const server = createServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404).end()
      return
    }
    const body = JSON.parse(await readBody(request)) as FakeModelRequest
    requests.push(body)
    authorizations.push(request.headers.authorization)
    const chosen = typeof behaviour === 'function' ? behaviour(body) : behaviour
    if ('hang' in chosen) {
      hanging.add(response)
      response.on('close', () => hanging.delete(response))
      return
    }
    if (chosen.delayMs) await new Promise((resolve) => setTimeout(resolve, chosen.delayMs))
    if (response.destroyed) return
    if ('raw' in chosen) {
      response.writeHead(chosen.status ?? 200, { 'content-type': 'application/json' }).end(chosen.raw)
      return
    }
    const completion = { id: 'fake', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: chosen.content }, finish_reason: 'stop' }] }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion))
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    authorizations,
    answer(next) {
      behaviour = next
    },
    async close() {
      for (const response of hanging) response.destroy()
      server.closeAllConnections()
      server.close()
      await once(server, 'close')
    },
  }
}
