/**
 * The bench's own pages (the plain-HTML floor, SurveyJS's PHQ-9): fixed answers by address, sent
 * brotli-compressed to a browser that accepts it, as the app's server sends its pages, never cached,
 * from a tiny node:http server on 127.0.0.1 (this bench's ports 4450-4499). Stopped by `stop()`.
 */
import { createServer, type Server } from 'node:http'
import { brotliCompressSync } from 'node:zlib'

export type PageServer = { baseUrl: string; route: string; stop(): Promise<void> }

/** An answer: its content type and bytes (compressed here, once). */
export type FixedAnswer = { type: string; body: Buffer }

/** Serves `answers` by address on `port`; `route` is the page the runner opens. Any other address is a 404. */
export async function servePages(port: number, route: string, answers: ReadonlyMap<string, FixedAnswer>): Promise<PageServer> {
  const compressed = new Map([...answers].map(([address, { type, body }]) => [address, { type, body, brotli: brotliCompressSync(body) }]))
  const server: Server = createServer((request, response) => {
    const answer = compressed.get(request.url ?? '')
    if (!answer) {
      response.writeHead(404).end()
      return
    }
    const brotli = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))
    response.writeHead(200, { 'content-type': answer.type, 'cache-control': 'no-store', ...(brotli ? { 'content-encoding': 'br' } : {}) })
    response.end(brotli ? answer.brotli : answer.body)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    route,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
