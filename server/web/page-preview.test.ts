/**
 * A shared link's preview (issue 21 item 4): every page's head names its title, description and
 * image for Open Graph and Twitter cards; a test, a category and a service preview their own words
 * and picture, in the page's language.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { TestDefinition } from '#schemas/index.ts'
import { matchRoute } from '#schemas/routes.ts'
import { inLanguage } from './page-language.ts'
import { previewOf, withPreviewTags } from './page-preview.ts'

const indexHtml = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8')
const breastCancer = JSON.parse(readFileSync(new URL('../../tests-catalog/tests/breast-cancer.json', import.meta.url), 'utf8')) as TestDefinition
const base = new URL('https://afyahub.example/')

/** The content of each og:/twitter: tag of a page, by its property or name. */
function previewTags(html: string): Record<string, string> {
  const tags = [...html.matchAll(/<meta (?:property|name)="((?:og|twitter):[a-z:_]+)" content="([^"]*)">/g)]
  return Object.fromEntries(tags.filter(([, key]) => key !== 'og:locale:alternate').map(([, key, content]) => [key!, content!]))
}

const page = (path: string, definition?: TestDefinition) => {
  const { locale, routePath } = path.startsWith('/sw') ? { locale: 'sw' as const, routePath: path.slice(3) || '/' } : { locale: 'en' as const, routePath: path }
  return withPreviewTags(inLanguage(indexHtml, locale), previewOf(matchRoute(routePath), locale, definition), { routePath, locale, publicBaseUrl: base })
}

describe('link previews', () => {
  it("show a test with its own title and description, and its category's picture, at an absolute address", () => {
    const tags = previewTags(page('/tests/breast-cancer', breastCancer))
    expect(tags).toMatchObject({
      'og:title': 'Breast Cancer Check: Warning Signs and When to Screen',
      'og:image': 'https://afyahub.example/images/previews/cancer-screening.png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:url': 'https://afyahub.example/tests/breast-cancer',
      'og:locale': 'en_KE',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Breast Cancer Check: Warning Signs and When to Screen',
      'twitter:image': 'https://afyahub.example/images/previews/cancer-screening.png',
    })
    expect(tags['og:description']).toMatch(/^Checks for breast changes that need a doctor now/)
    expect(tags['twitter:description']).toBe(tags['og:description'])
  })

  it("give the test's description as the page's description too", () => {
    expect(page('/tests/breast-cancer', breastCancer)).toMatch(/<meta name="description" content="Checks for breast changes that need a doctor now/)
  })

  it('show a Kiswahili page in Kiswahili, with sw_KE and en_KE as the alternate', () => {
    const html = page('/sw/tests/breast-cancer', breastCancer)
    expect(previewTags(html)).toMatchObject({ 'og:title': 'Kipimo cha Saratani ya Matiti: Dalili za Hatari na Wakati wa Kuchunguzwa', 'og:locale': 'sw_KE', 'og:url': 'https://afyahub.example/sw/tests/breast-cancer' })
    expect(html).toContain('<meta property="og:locale:alternate" content="en_KE">')
    expect(previewTags(page('/sw/categories/mental-health'))['og:title']).toBe('Tathmini za Afya ya Akili')
    expect(previewTags(page('/sw/services/talk-to-a-doctor'))['og:title']).toBe('Ongea na Daktari')
  })

  it('show a category with its title, description and its own picture', () => {
    expect(previewTags(page('/categories/digital-addiction'))).toMatchObject({ 'og:title': 'Digital Addiction Assessments', 'og:image': 'https://afyahub.example/images/previews/digital-addiction.png' })
  })

  it("show any other page with its own title and description, and the site's picture", () => {
    expect(previewTags(page('/about-us'))).toMatchObject({
      'og:title': 'Free health self-tests for Kenya',
      'og:description': 'Free health self-screening tests for Kenya, with instant explained results.',
      'og:image': 'https://afyahub.example/images/previews/site.png',
      'og:url': 'https://afyahub.example/about-us',
    })
  })

  it('escape what they quote', () => {
    const html = withPreviewTags(indexHtml, { title: 'A "quoted" <title> & more', image: '/images/previews/site.png' }, { routePath: '/', locale: 'en', publicBaseUrl: undefined })
    expect(previewTags(html)['og:title']).toBe('A &quot;quoted&quot; &lt;title&gt; &amp; more')
    expect(previewTags(html)['og:image']).toBe('/images/previews/site.png')
  })
})
