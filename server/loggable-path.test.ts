/**
 * The path a log line shows: route patterns with parameters hashed, the web app's pages by the
 * route table's pattern, built files as they are, and anything else redacted, so a name, phone
 * number or booking id typed into an address never appears in clear.
 */
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hashedSegment, loggablePath } from './loggable-path.ts'

const serviceId = randomUUID()
const hash = /~[0-9a-f]{12}/.source

describe('loggablePath', () => {
  it('drops the query string and fragment and hashes a page parameter such as /checkout/<id>', () => {
    const hashed = loggablePath(`/checkout/${serviceId}?x=1#top`)
    expect(hashed).toBe(`/checkout/${hashedSegment(serviceId)}`)
    expect(loggablePath(`/checkout/${serviceId}`)).toBe(hashed)
    expect(loggablePath('/checkout/Amina-Otieno-0712345678')).toMatch(new RegExp(`^/checkout/${hash}$`))
    expect(loggablePath('/tests/depression')).toMatch(new RegExp(`^/tests/${hash}$`))
    expect(loggablePath('/payments/pesapal/Amina')).toMatch(new RegExp(`^/payments/${hash}$`))
  })

  it('shows a server route by its pattern, each parameter hashed', () => {
    expect(loggablePath('/api/payments/sandbox/Amina-Otieno/approve', '/api/payments/sandbox/:trackingId/:action')).toBe(
      `/api/payments/sandbox/${hashedSegment('Amina-Otieno')}/${hashedSegment('approve')}`,
    )
    expect(loggablePath('/api/appointments/get_service_data/?service_id=x', '/api/appointments/get_service_data/')).toBe('/api/appointments/get_service_data/')
    expect(loggablePath('/api/health', '/api/health')).toBe('/api/health')
  })

  it('keeps pages without parameters and built files readable', () => {
    expect(loggablePath('/')).toBe('/')
    expect(loggablePath('/privacy-policy')).toBe('/privacy-policy')
    expect(loggablePath('/assets/index-O7toAmYV.js', '/*')).toBe('/assets/index-O7toAmYV.js')
  })

  it('redacts any other path: the first segment only when the site has it, the rest as one hash', () => {
    expect(loggablePath('/api/no-such/0712345678')).toBe(`/api/${hashedSegment('no-such/0712345678')}`)
    expect(loggablePath('/assets/amina.js', '/*')).toBe(`/assets/${hashedSegment('amina.js')}`)
    expect(loggablePath('/Amina-Otieno')).toBe(`/${hashedSegment('/Amina-Otieno')}`)
    expect(loggablePath('/wp-admin/setup.php')).not.toContain('wp-admin')
  })
})
