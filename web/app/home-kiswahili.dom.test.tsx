// @vitest-environment jsdom
/**
 * The home page at /sw/ as a Swahili speaker meets it (issue 20): the navigation, the home page's
 * sections and the footer in Kiswahili, site.json's words from its Kiswahili translation, the
 * popular tests' cards, the tab title and <html lang>, and not one English interface message or
 * English sentence of site.json left on screen.
 */
import { cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import site from '../../tests-catalog/site.json'
import { Footer } from '../features/footer/index.ts'
import { HomePage } from '../features/home/index.ts'
import { NavigationBar } from '../features/navigation/index.ts'
import { visibleContentStrings } from '../shared/content-translations.ts'
import { backToEnglish, englishLeftIn, inKiswahili, shellCatalogue } from '../testing/kiswahili-page.ts'
import { RouteTitles } from './route-titles.tsx'

// As the entry does for a home page it opens on (the route's features, web/main.tsx).
beforeAll(() => inKiswahili(['home']))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})
afterAll(() => {
  backToEnglish()
  document.documentElement.lang = 'en'
})

function renderHome() {
  vi.stubGlobal('scrollTo', vi.fn())
  render(
    <MemoryRouter initialEntries={['/']}>
      <RouteTitles />
      <NavigationBar />
      <HomePage />
      <Footer />
    </MemoryRouter>,
  )
}

describe('the home page in Kiswahili', () => {
  it('shows its sections, title and language in Kiswahili', () => {
    renderHome()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pata majibu unayohitaji katika safari yako ya afya njema')
    expect(screen.getByRole('link', { name: 'Gundua Vipimo 30+ vya Bure' }).getAttribute('href')).toBe('/categories')
    expect(screen.getByRole('region', { name: 'Huduma Zetu' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Afya Hub ni nini?' })).toBeTruthy()
    expect(screen.getByRole('complementary', { name: 'Toleo la majaribio' }).textContent).toContain('Jaribu Afya Hub Leo')
    expect(document.title).toBe('Vipimo binafsi vya afya bila malipo | Afya Hub')
    expect(document.documentElement.lang).toBe('sw')
  })

  it('gives each popular test its Kiswahili title and its time in minutes', () => {
    renderHome()
    const popular = screen.getByRole('region', { name: 'Vipimo Maarufu Zaidi' })
    expect(within(popular).getByRole('link', { name: 'Uchunguzi wa Dalili za Sonona' }).getAttribute('href')).toBe('/tests/depression')
    expect(within(popular).getAllByText(/^Inachukua takriban dakika \d+$/)).toHaveLength(site.home.popularTests.tests.length)
  })

  it('offers the same page in English, named in English', () => {
    renderHome()
    const switches = screen.getAllByRole('link', { name: 'English' })
    expect(switches.length).toBeGreaterThan(0)
    for (const link of switches) {
      expect(link.getAttribute('href')).toBe('/?lang=en')
      expect(link.getAttribute('lang')).toBe('en')
      expect(link.getAttribute('hreflang')).toBe('en')
    }
  })

  it('leaves no English interface message and no English sentence of site.json on screen', () => {
    renderHome()
    const text = document.body.textContent ?? ''
    expect(englishLeftIn(text, [shellCatalogue])).toEqual([])
    const translated = site.translations.sw.team as Record<string, string>
    const englishContent = visibleContentStrings(site.home, '/home')
      .filter(({ pointer, text: english }) => translated[pointer] !== english && english.length > 12)
      .map(({ text: english }) => english)
    expect(englishContent.filter((english) => text.includes(english))).toEqual([])
  })
})
