/**
 * Behind a reverse proxy every connection comes from the proxy. With TRUST_PROXY naming it, the
 * per-address limits count each visitor's own address (X-Forwarded-For); without it, a header a
 * visitor sends is ignored, so nobody can claim another address to escape a limit.
 */
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

const browser = 'Mozilla/5.0 (Linux; Android 10; K) Chrome/120.0.0.0 Mobile Safari/537.36'
const proxy = '127.0.0.1'

async function subscribes(app: FastifyInstance, count: number, forwardedFor: (index: number) => string): Promise<number[]> {
  const statuses: number[] = []
  for (let index = 0; index < count; index++) {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/email/subscribe/',
      payload: { email: `proxied-${index}@example.com` },
      remoteAddress: proxy,
      headers: { 'user-agent': browser, 'x-forwarded-for': forwardedFor(index) },
    })
    statuses.push(answer.statusCode)
  }
  return statuses
}

describe('TRUST_PROXY', () => {
  let test: TestApp | undefined
  afterEach(async () => test?.app.close())

  it('counts each visitor behind the named proxy apart', async () => {
    test = await createTestApp({ env: { TRUST_PROXY: proxy, RATE_LIMIT_MAIL_PER_ADDRESS_PER_MINUTE: '2' } })
    // Six visitors, one subscribe each: no visitor reaches the per-address mail limit of 2.
    expect(await subscribes(test.app, 6, (index) => `41.90.0.${index + 1}`)).toEqual([201, 201, 201, 201, 201, 201])
  }, 60_000)

  it('still holds one visitor to their own limit behind the proxy', async () => {
    test = await createTestApp({ env: { TRUST_PROXY: proxy, RATE_LIMIT_MAIL_PER_ADDRESS_PER_MINUTE: '2' } })
    expect(await subscribes(test.app, 3, () => '41.90.0.7')).toEqual([201, 201, 429])
  }, 60_000)

  it('believes no X-Forwarded-For when unset: a direct client cannot pick its address', async () => {
    test = await createTestApp({ env: { RATE_LIMIT_MAIL_PER_ADDRESS_PER_MINUTE: '2' } })
    expect(await subscribes(test.app, 3, (index) => `41.90.0.${index + 1}`)).toEqual([201, 201, 429])
  }, 60_000)

  it('refuses a value that is not a list of addresses, ranges or names, naming the variable', () => {
    expect(() => loadConfig({ PAYMENTS_SANDBOX: '1', TRUST_PROXY: 'everyone; drop table' })).toThrow(/TRUST_PROXY/)
    expect(loadConfig({ PAYMENTS_SANDBOX: '1', TRUST_PROXY: '127.0.0.1, 172.16.0.0/12,uniquelocal' }).trustProxy).toEqual(['127.0.0.1', '172.16.0.0/12', 'uniquelocal'])
  })
})
