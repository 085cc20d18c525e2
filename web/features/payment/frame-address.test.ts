/**
 * The payment frame's allowlist: Pesapal's own https pages and this server's sandbox page are
 * framed; a look-alike host, plain http, another port, credentials in the address, another path
 * on this site, or a javascript: or data: address is refused.
 */
import { describe, expect, it } from 'vitest'
import { allowedFrameAddress } from './frame-address.ts'

const site = 'https://afya.example'

describe('allowedFrameAddress', () => {
  it.each([
    ['https://pay.pesapal.com/iframe/PesapalIframe3/Index?OrderTrackingId=abc', 'https://pay.pesapal.com/iframe/PesapalIframe3/Index?OrderTrackingId=abc'],
    ['https://cybqa.pesapal.com/pesapaliframe/PesapalIframe3/Index?OrderTrackingId=abc', 'https://cybqa.pesapal.com/pesapaliframe/PesapalIframe3/Index?OrderTrackingId=abc'],
    ['/api/payments/sandbox/0b9e3c1a-5d2f-4a6b-8c7d-9e0f1a2b3c4d', 'https://afya.example/api/payments/sandbox/0b9e3c1a-5d2f-4a6b-8c7d-9e0f1a2b3c4d'],
    ['https://afya.example/api/payments/sandbox/0b9e3c1a-5d2f-4a6b-8c7d-9e0f1a2b3c4d', 'https://afya.example/api/payments/sandbox/0b9e3c1a-5d2f-4a6b-8c7d-9e0f1a2b3c4d'],
  ])('frames %s', (address, framed) => {
    expect(allowedFrameAddress(address, site)).toBe(framed)
  })

  it.each([
    'http://pay.pesapal.com/iframe',
    'https://pay.pesapal.com.evil.example/iframe',
    'https://evilpay.pesapal.com/iframe',
    'https://pay.pesapal.com:8443/iframe',
    'https://user:pass@pay.pesapal.com/iframe',
    'https://evil.example/api/payments/sandbox/abc',
    '//evil.example/api/payments/sandbox/abc',
    '/checkout/abc',
    '/api/payments/sandboxed',
    'javascript:alert(1)',
    'data:text/html,<form>',
    'http://[bad',
  ])('refuses %s', (address) => {
    expect(allowedFrameAddress(address, site)).toBeUndefined()
  })
})
