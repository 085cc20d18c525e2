/**
 * Pesapal's RefundRequest through the adapter, against the fake Pesapal on 127.0.0.1
 * (integrations.md 1.10): the exact body (confirmation code, amount as text with two decimals,
 * who asks, remarks), "status 200" read as received, and the fake's refusals (a payment not
 * completed, more than was paid, a second refund of one payment) read as rejected.
 */
import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { startFakePesapal, type FakePesapal } from '../testing/fake-pesapal.ts'
import { createPesapalProvider } from './pesapal-provider.ts'

const fakes: FakePesapal[] = []
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()))
})

async function paidOrder() {
  const fake = await startFakePesapal()
  fakes.push(fake)
  const provider = createPesapalProvider({ baseUrl: new URL(fake.baseUrl), consumerKey: fake.consumerKey, consumerSecret: fake.consumerSecret, ipnUrl: 'https://afya.example/api/payments/pesapal/ipn' })
  const reference = randomUUID()
  const submitted = await provider.submitOrder({
    merchantReference: reference,
    amountKes: 2500,
    currency: 'KES',
    description: 'Virtual consultation',
    callbackUrl: 'https://afya.example/payment/confirmation',
    billing: { firstName: 'Achieng', lastName: 'Otieno', phoneNumber: '0712345678', email: null },
  })
  return { fake, provider, trackingId: submitted.providerOrderId }
}

describe('Pesapal refund request', () => {
  it('asks for a refund of a completed payment once; a second refund and an unpaid order are rejected', async () => {
    const { fake, provider, trackingId } = await paidOrder()
    const refund = { confirmationCode: 'AA11BB22', amountKes: 2500, requestedBy: 'visitor', remarks: 'Booking cancelled' }
    expect(await provider.requestRefund(refund)).toEqual({ outcome: 'rejected', code: 'refund_rejected' })

    fake.setOrderState(trackingId, { statusCode: 1, paymentMethod: 'MpesaKE', confirmationCode: 'AA11BB22' })
    expect(await provider.requestRefund({ ...refund, amountKes: 2600 })).toEqual({ outcome: 'rejected', code: 'refund_rejected' })
    expect(await provider.requestRefund(refund)).toEqual({ outcome: 'received', code: undefined })
    expect(await provider.requestRefund(refund)).toEqual({ outcome: 'rejected', code: 'refund_rejected' })

    const sent = fake.calls('RefundRequest').map((call) => call.body)
    expect(sent[2]).toEqual({ confirmation_code: 'AA11BB22', amount: '2500.00', username: 'visitor', remarks: 'Booking cancelled' })
    expect(fake.calls('RefundRequest').every((call) => call.authorization?.startsWith('Bearer '))).toBe(true)
  })
})
