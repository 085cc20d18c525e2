/**
 * Links that work everywhere (issue 21 items 4 and 6): on the real build and server, a link shared
 * on WhatsApp or fetched with curl gets the page as HTML with its preview tags, and the preview
 * image they name is there: a 1200x630 PNG small enough for WhatsApp's large card. The category
 * pictures a person sees load, at their fixed size.
 */
import { describe, expect, it } from 'vitest'
import { useJourney } from './support/journey.ts'

const metaContent = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1]

describe('a shared link', () => {
  const journey = useJourney()

  it.each([
    ['curl', { 'user-agent': 'curl/8.5.0', accept: '*/*' }],
    ['WhatsApp', { 'user-agent': 'WhatsApp/2.23.20.0', accept: '*/*' }],
  ])('fetched by %s gets the test page with its own card, and the image it names', async (_client, headers) => {
    const page = await fetch(new URL('/tests/depression', journey.baseUrl), { headers })
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await page.text()
    expect(metaContent(html, 'og:title')).toBe('Depression Symptoms Screening')
    expect(metaContent(html, 'og:description')).toMatch(/^Nine questions about your mood/)
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image')
    const image = await fetch(new URL(metaContent(html, 'og:image')!, journey.baseUrl), { headers })
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png'])
    const bytes = new Uint8Array(await image.arrayBuffer())
    const view = new DataView(bytes.buffer)
    // A PNG's IHDR gives its width and height at bytes 16 and 20.
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630])
    expect(bytes.length).toBeLessThan(100 * 1024)
  })

  it('to a prerendered page gets its own title in the card', async () => {
    const html = await (await fetch(new URL('/sw/categories/mental-health', journey.baseUrl), { headers: { accept: '*/*' } })).text()
    expect([metaContent(html, 'og:title'), metaContent(html, 'og:locale')]).toEqual(['Tathmini za Afya ya Akili', 'sw_KE'])
    expect(metaContent(html, 'og:image')).toMatch(/\/images\/previews\/mental-health\.png$/)
  })
})

describe('the pictures', () => {
  const journey = useJourney()

  it('show on the category cards, each loaded at 64 px', async () => {
    const { page } = await journey.open()
    await page.goto('/categories')
    const pictures = page.locator('.catalogue-card img.picture')
    await expect.poll(() => pictures.count()).toBe(8)
    await pictures.last().scrollIntoViewIfNeeded()
    await page.waitForLoadState('networkidle')
    const sizes = await pictures.evaluateAll((images) => images.map((image) => [(image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0, image.getBoundingClientRect().width]))
    expect(sizes).toEqual(Array(8).fill([true, 64]))
  })
})
