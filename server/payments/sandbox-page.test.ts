/**
 * The sandbox's payment page in the language the payment was started in (issue 20): a payment
 * returning to the Kiswahili confirmation page is decided on a Kiswahili page, with the amount
 * through Intl sw-KE and what is paid for in Kiswahili; one returning to the English page stays
 * English. No script or inline style either way (the CSP).
 */
import { describe, expect, it } from 'vitest'
import { orderLocale, sandboxNotPayerHtml, sandboxPageHtml } from './sandbox-page.ts'

const order = {
  tracking_id: '3f2c1e9a-0b6d-4c1e-9a5f-2d7e8b1c4a60',
  merchant_reference: 'ref',
  amount_kes: 2500,
  currency: 'KES',
  description: 'Virtual consultation with a Psychologist',
  callback_url: 'https://afyahub.example/sw/payment/confirmation',
  status_code: 0,
  outcome: null,
  confirmation_code: null,
  payer_secret: null,
  created_at: new Date(),
  updated_at: new Date(),
} as const

describe('the sandbox payment page', () => {
  it('speaks Kiswahili for a payment started on a Kiswahili page', () => {
    const html = sandboxPageHtml({ ...order })
    expect(html).toContain('<html lang="sw">')
    for (const label of ['Idhinisha malipo', 'Kataa malipo', 'Ghairi malipo']) expect(html).toContain(`>${label}</button>`)
    expect(html).toContain('<dd>Ksh\u00a02,500</dd>')
    expect(html).toContain('<dd>Mashauriano ya mtandaoni na Mwanasaikolojia</dd>')
    expect(html).not.toMatch(/Approve|Amount|<script|style=/)
    expect(sandboxPageHtml({ ...order, outcome: 'approved' })).toContain('Malipo haya yameidhinishwa.')
    expect(sandboxNotPayerHtml('sw')).toContain('<h1>Malipo yalianzishwa mahali pengine</h1>')
  })

  it('stays English for a payment started on an English page', () => {
    const html = sandboxPageHtml({ ...order, callback_url: '/payment/confirmation' })
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('>Approve payment</button>')
    expect(html).toContain('<dd>Virtual consultation with a Psychologist</dd>')
  })

  it('reads the language off the return address', () => {
    expect(['/sw/payment/confirmation', 'https://a.example/payment/confirmation', '/payment/confirmation?x=/sw/'].map(orderLocale)).toEqual(['sw', 'en', 'en'])
  })
})
