/**
 * The sandbox gate: the embedded sandbox provider (where anyone can approve their own payment)
 * runs only when PAYMENTS_SANDBOX=1 asks for it, and never on a public address; otherwise the
 * operator is told how to configure Pesapal.
 */
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { openTestDatabase } from '../testing/test-database.ts'
import { createPaymentProvider, isLocalHost, PaymentsNotConfiguredError, paymentsSetup } from './provider-from-config.ts'

const pesapalKeys = { PESAPAL_CONSUMER_KEY: 'key', PESAPAL_CONSUMER_SECRET: 'secret', PUBLIC_BASE_URL: 'https://afyahub.example' }
const setup = (env: Record<string, string>) => paymentsSetup(loadConfig(env))

describe('paymentsSetup', () => {
  it('runs the sandbox only when PAYMENTS_SANDBOX=1, on a local address', () => {
    expect(setup({ PAYMENTS_SANDBOX: '1' })).toEqual({ mode: 'sandbox' })
    expect(setup({ PAYMENTS_SANDBOX: '1', PUBLIC_BASE_URL: 'http://localhost:3000' })).toEqual({ mode: 'sandbox' })
    expect(setup({ PAYMENTS_SANDBOX: '1', PUBLIC_BASE_URL: 'http://127.0.0.2:8080/' })).toEqual({ mode: 'sandbox' })
    expect(setup(pesapalKeys)).toEqual({ mode: 'pesapal' })
  })

  it('says how to configure Pesapal or the sandbox when neither is set', () => {
    for (const env of [{}, { PAYMENTS_SANDBOX: '0' }] as Record<string, string>[]) {
      expect(setup(env)).toEqual({ problem: expect.stringMatching(/^Payments are not configured: set PESAPAL_CONSUMER_KEY, PESAPAL_CONSUMER_SECRET and PUBLIC_BASE_URL .* or PAYMENTS_SANDBOX=1/) })
    }
  })

  it('refuses the sandbox on a public address or interface, and next to Pesapal keys', () => {
    expect(setup({ PAYMENTS_SANDBOX: '1', PUBLIC_BASE_URL: 'https://afyahub.example' })).toMatchObject({ sandboxRefused: true, problem: expect.stringContaining('refuses to run on a public address') })
    expect(setup({ PAYMENTS_SANDBOX: '1', PUBLIC_BASE_URL: 'http://localhost.evil.example' })).toMatchObject({ sandboxRefused: true })
    expect(setup({ PAYMENTS_SANDBOX: '1', HOST: '0.0.0.0' })).toMatchObject({ sandboxRefused: true, problem: expect.stringContaining('HOST=0.0.0.0') })
    expect(setup({ PAYMENTS_SANDBOX: '1', ...pesapalKeys })).toEqual({ problem: expect.stringContaining('both set') })
  })

  it('knows local names and loopback addresses', () => {
    for (const local of ['localhost', 'LOCALHOST', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]', '::1']) expect(isLocalHost(local), local).toBe(true)
    for (const remote of ['afyahub.example', '10.0.0.1', '0.0.0.0', '128.0.0.1', 'localhost.example', '::']) expect(isLocalHost(remote), remote).toBe(false)
  })
})

describe('createPaymentProvider', () => {
  it('throws with the how-to when payments are not configured, and a sandbox on a public address refuses every order', async () => {
    const database = await openTestDatabase('pglite')
    try {
      expect(() => createPaymentProvider(loadConfig({}), database.db)).toThrow(PaymentsNotConfiguredError)
      const refusing = createPaymentProvider(loadConfig({ PAYMENTS_SANDBOX: '1', PUBLIC_BASE_URL: 'https://afyahub.example' }), database.db)
      const order = { merchantReference: 'r', amountKes: 100, currency: 'KES' as const, description: 'd', callbackUrl: '/x', billing: { firstName: 'A', lastName: 'B', phoneNumber: '0712345678', email: null } }
      await expect(refusing.submitOrder(order)).rejects.toThrow(/refuses to run on a public address/)
      const rows = await database.db.selectFrom('sandbox_payment_orders').select('tracking_id').execute()
      expect(rows).toEqual([])
      expect(createPaymentProvider(loadConfig({ PAYMENTS_SANDBOX: '1' }), database.db).name).toBe('sandbox')
    } finally {
      await database.close()
    }
  }, 60_000)
})
