/**
 * The pages that show a booking (checkout, payment, confirmation, receipt, screening) are sent
 * with Cache-Control: no-store, so a shared phone's back button or cache cannot show them to the
 * next person; other pages keep their usual caching.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { isBookingPage } from './no-store-pages.ts'

const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'
const serviceId = '3f2b8c1e-9d4a-4b6e-8f0a-1c2d3e4f5a6b'

describe('isBookingPage', () => {
  it('matches the booking pages and what is under them, nothing that only starts alike', () => {
    for (const page of ['/checkout', `/checkout/${serviceId}`, '/payment', '/payment/confirmation?OrderTrackingId=x', '/payment/receipt', '/payments', '/payments/x', '/screening', '/screening/']) {
      expect(isBookingPage(page), page).toBe(true)
    }
    for (const page of ['/', '/tests', '/checkouts', '/paymentx', '/screenings-info', '/assets/checkout-abc.js', '/about-us']) expect(isBookingPage(page), page).toBe(false)
  })
})

describe('Cache-Control on pages', () => {
  let test: TestApp
  let tempDir: string
  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(tmpdir(), 'no-store-pages-'))
    const webRoot = path.join(tempDir, 'dist')
    await mkdir(path.join(webRoot, 'assets'), { recursive: true })
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><html lang="en"><title>fake build</title></html>')
    test = await createTestApp({ webRoot })
  })
  afterAll(async () => {
    await test.app.close()
    await rm(tempDir, { recursive: true, force: true })
  })

  it('is no-store on every page that shows a booking', async () => {
    for (const page of [`/checkout/${serviceId}`, '/payment/confirmation?OrderTrackingId=a&OrderMerchantReference=b', '/payment/receipt', '/payments', '/screening']) {
      const response = await test.app.inject({ method: 'GET', url: page, headers: { accept: browserAccept } })
      expect(response.statusCode, page).toBeLessThan(500)
      expect(response.headers['cache-control'], page).toBe('no-store')
    }
  })

  it('leaves other pages as they were', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/tests', headers: { accept: browserAccept } })
    expect(response.headers['cache-control']).not.toBe('no-store')
  })
})
