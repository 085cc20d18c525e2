/**
 * The one API client: what it sends for a call (path, query, JSON or a form, headers) and the one
 * result shape for every answer: success, a 4xx with the server's message and field, a 5xx, no
 * answer (network, timeout, the caller giving up) and a success that is not JSON.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { callApi } from './api-client.ts'

const fetchMock = vi.fn<typeof fetch>()
beforeEach(() => vi.stubGlobal('fetch', fetchMock))
afterEach(() => {
  fetchMock.mockReset()
  vi.unstubAllGlobals()
})

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** A fetch that never answers, but rejects as a browser's does when its signal aborts. */
function hangingFetch(): typeof fetch {
  return (_input, init) =>
    new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')))
    })
}

describe('callApi', () => {
  it('posts the body as JSON to the call\'s path and resolves to the parsed answer', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Saved.', data: { service_id: 'abc' } }, 201))
    const result = await callApi('joinVitalCare', {
      body: { first_name: 'Amina', last_name: 'Otieno', phone_number: '0712345678', consent: { version: '2024-09', accepted: true } },
      headers: { 'Idempotency-Key': 'key-1' },
    })
    expect(result).toEqual({ ok: true, status: 201, answer: { message: 'Saved.', data: { service_id: 'abc' } } })
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/vitalcare/create/')
    expect(init?.method).toBe('POST')
    const headers = new Headers(init?.headers)
    expect(headers.get('Content-Type')).toBe('application/json')
    expect(headers.get('Idempotency-Key')).toBe('key-1')
    // The tab's random token, so that write limits tell apart people behind one mobile operator's address.
    expect(headers.get('x-client-token')).toMatch(/^[0-9a-f]{32}$/)
    // The page's language, which the server writes its answer's sentences in (English before any is activated).
    expect(headers.get('Accept-Language')).toBe('en')
    expect(JSON.parse(String(init?.body))).toMatchObject({ first_name: 'Amina' })
  })

  it("says a Kiswahili page's language, so the server answers in Kiswahili", async () => {
    const { i18n } = await import('./i18n.ts')
    const before = i18n.locale
    i18n.loadAndActivate({ locale: 'sw', messages: {} })
    try {
      fetchMock.mockResolvedValue(json({ message: 'Asante kwa kujiandikisha!' }, 201))
      await callApi('subscribe', { body: { email: 'a@example.com' } })
      expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('Accept-Language')).toBe('sw')
    } finally {
      i18n.activate(before)
    }
  })

  it('puts a GET call\'s query in the address and sends no body', async () => {
    fetchMock.mockResolvedValue(json({ payment_status: 'COMPLETED' }))
    await callApi('paymentStatus', { query: { OrderMerchantReference: 'ref 1', OrderTrackingId: 't&2' } })
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/payments/status/?OrderMerchantReference=ref+1&OrderTrackingId=t%262')
    expect(init?.method).toBe('GET')
    expect(init?.body).toBeUndefined()
  })

  it('sends a form as multipart, leaving its content type to the browser', async () => {
    fetchMock.mockResolvedValue(json({ id: '3f2c1e9a-0b6d-4c1e-9a5f-2d7e8b1c4a60' }, 201))
    const form = new FormData()
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'card.png')
    const result = await callApi('upload', { body: form })
    expect(result.ok).toBe(true)
    const [, init] = fetchMock.mock.calls[0]!
    expect(init?.body).toBe(form)
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull()
  })

  it('gives a 4xx as refused, with the server\'s message, problems and the field of the first', async () => {
    const errors = [{ path: '/phone_number', message: 'Phone number is not a Kenyan mobile number.' }]
    fetchMock.mockResolvedValue(json({ message: 'Phone number is not a Kenyan mobile number.', errors }, 400))
    const result = await callApi('subscribe', { body: { email: 'a@example.com' } })
    expect(result).toEqual({ ok: false, failure: { kind: 'refused', status: 400, message: 'Phone number is not a Kenyan mobile number.', errors, field: 'phone_number' } })
  })

  it('gives a 5xx as a server failure, and a refusal without a JSON body without message or field', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'Something went wrong on our side. Please try again.' }, 503))
    expect(await callApi('consultationHours', {})).toEqual({
      ok: false,
      failure: { kind: 'server', status: 503, message: 'Something went wrong on our side. Please try again.', errors: [], field: undefined },
    })
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 404 }))
    expect(await callApi('consultationHours', {})).toEqual({ ok: false, failure: { kind: 'refused', status: 404, message: undefined, errors: [], field: undefined } })
  })

  it('gives no answer at all as a network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const result = await callApi('serviceData', { query: { service_id: 'abc' } })
    expect(result).toEqual({ ok: false, failure: { kind: 'network', status: undefined, message: undefined, errors: [], field: undefined } })
  })

  it('stops waiting after the timeout, and tells it apart from the caller giving up', async () => {
    fetchMock.mockImplementation(hangingFetch())
    const timedOut = await callApi('consultationHours', { timeoutMs: 20 })
    expect(timedOut.ok === false && timedOut.failure.kind).toBe('timeout')

    const controller = new AbortController()
    const pending = callApi('consultationHours', { signal: controller.signal })
    controller.abort()
    const aborted = await pending
    expect(aborted.ok === false && aborted.failure.kind).toBe('aborted')
  })

  it('gives a success whose body is not JSON as malformed, except for a call whose page reads only the status', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 200 }))
    const empty = await callApi('serviceData', { query: { service_id: 'abc' } })
    expect(empty.ok === false && empty.failure.kind).toBe('malformed')

    fetchMock.mockResolvedValueOnce(new Response(null, { status: 201 }))
    expect(await callApi('survey', { body: { experience: 5 } })).toEqual({ ok: true, status: 201, answer: undefined })
  })
})
