/**
 * The limits of particular routes, with the default configuration unless a test says otherwise:
 * scoring uses up no write limit (1,000 scorings from one address leave its bookings alone); the
 * routes that queue mail hold per address whatever x-client-token is sent, while people behind
 * one address stay apart on the other routes; the pre-order limit comes from the table.
 */
import { randomBytes, randomInt } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appointmentForm, vitalCareForm } from '../testing/booking-test-helpers.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { rateLimitDefaults } from './rate-limit-table.ts'

const browser = 'Mozilla/5.0 (Linux; Android 10; K) Chrome/120.0.0.0 Mobile Safari/537.36'
const phq9Answers = [1, 2, 0, 3, 1, 2, 0, 1, 0, 1]

function uniqueAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`
}

/** A fresh x-client-token, as a script rotating tokens would send. */
function newToken(): string {
  return randomBytes(16).toString('hex')
}

function post(app: FastifyInstance, url: string, payload: object, remoteAddress: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url, payload, remoteAddress, headers: { 'user-agent': browser, ...headers } })
}

describe('route limits (default configuration)', () => {
  let test: TestApp
  beforeAll(async () => void (test = await createTestApp()), 30_000)
  afterAll(async () => test.app.close())

  it('lets 1,000 scorings from one address through, and a booking from that address still succeeds', async () => {
    const address = uniqueAddress()
    const statuses = new Map<number, number>()
    for (let i = 0; i < 1000; i++) {
      const scored = await post(test.app, '/api/interpret/', { answers: phq9Answers }, address, { 'x-test-code': 'MH-001' })
      statuses.set(scored.statusCode, (statuses.get(scored.statusCode) ?? 0) + 1)
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 1000 })

    const booking = await post(test.app, '/api/appointments/book_appointment/', appointmentForm(), address)
    expect(booking.statusCode).toBe(201)
    expect((booking.json() as { data: { service_id: string } }).data.service_id).toMatch(/\S/)
  }, 60_000)

  it('refuses most of 60 subscribes from one address that each send a new x-client-token, and lets another address subscribe', async () => {
    const address = uniqueAddress()
    const statuses: number[] = []
    for (let i = 0; i < 60; i++) {
      const answer = await post(test.app, '/api/email/subscribe/', { email: `rotating-${i}-${newToken()}@example.com` }, address, { 'x-client-token': newToken() })
      statuses.push(answer.statusCode)
    }
    const accepted = statuses.filter((status) => status === 201).length
    expect(accepted).toBe(rateLimitDefaults.mailPerAddress)
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - rateLimitDefaults.mailPerAddress)
    expect(statuses.slice(accepted).every((status) => status === 429)).toBe(true)
    const outbox = await test.database.db.selectFrom('outbox').select(({ fn }) => fn.countAll<number>().as('count')).where('kind', '=', 'subscribe-confirmation').executeTakeFirstOrThrow()
    expect(Number(outbox.count)).toBe(accepted)

    const refused = await post(test.app, '/api/email/subscribe/', { email: `late-${newToken()}@example.com` }, address, { 'x-client-token': newToken() })
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect((refused.json() as { message: string }).message).toMatch(/^Too many requests from your connection/)

    expect((await post(test.app, '/api/email/subscribe/', { email: `elsewhere-${newToken()}@example.com` }, uniqueAddress(), { 'x-client-token': newToken() })).statusCode).toBe(201)
    // Counted per route: that address can still book.
    expect((await post(test.app, '/api/appointments/book_appointment/', appointmentForm(), address, { 'x-client-token': newToken() })).statusCode).toBe(201)
  }, 60_000)

  it('holds the booking forms to the same per-address mail limit whatever token is sent', async () => {
    const address = uniqueAddress()
    const statuses: number[] = []
    for (let i = 0; i < rateLimitDefaults.mailPerAddress + 5; i++) {
      statuses.push((await post(test.app, '/api/vitalcare/create/', vitalCareForm(), address, { 'x-client-token': newToken() })).statusCode)
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(5)
    expect(statuses.slice(-5)).toEqual([429, 429, 429, 429, 429])
  }, 60_000)

  it('counts Premium pre-orders per client at the table default (5 a minute)', async () => {
    const address = uniqueAddress()
    const statuses: number[] = []
    for (let i = 0; i < rateLimitDefaults.preOrders + 1; i++) {
      statuses.push((await post(test.app, '/api/premium/pre-orders', { email: `pre-${i}-${newToken()}@example.com`, consent: true }, address)).statusCode)
    }
    expect(statuses).toEqual([...Array<number>(rateLimitDefaults.preOrders).fill(201), 429])
  })
})

describe('route limits from RATE_LIMIT_* variables', () => {
  it('takes the pre-order limit from RATE_LIMIT_PRE_ORDERS_PER_MINUTE and the mail limit from RATE_LIMIT_MAIL_PER_ADDRESS_PER_MINUTE', async () => {
    const { app } = await createTestApp({ env: { RATE_LIMIT_PRE_ORDERS_PER_MINUTE: '2', RATE_LIMIT_MAIL_PER_ADDRESS_PER_MINUTE: '3' } })
    try {
      const address = uniqueAddress()
      const preOrders: number[] = []
      for (let i = 0; i < 3; i++) preOrders.push((await post(app, '/api/premium/pre-orders', { email: `cfg-${i}-${newToken()}@example.com`, consent: true }, address)).statusCode)
      expect(preOrders).toEqual([201, 201, 429])

      const subscribes: number[] = []
      for (let i = 0; i < 4; i++) subscribes.push((await post(app, '/api/email/subscribe/', { email: `cfg-${i}-${newToken()}@example.com` }, address, { 'x-client-token': newToken() })).statusCode)
      expect(subscribes).toEqual([201, 201, 201, 429])
    } finally {
      await app.close()
    }
  }, 30_000)
})
