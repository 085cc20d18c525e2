// @vitest-environment jsdom
/** The app's own screens on a Kiswahili page (issue 20): the 404 page and a route's loading words, with the tab title and <html lang>. */
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { backToEnglish, englishLeftIn, inKiswahili, shellCatalogue } from '../testing/kiswahili-page.ts'
import { AppRoutes } from './app.tsx'

beforeAll(() => inKiswahili())
afterEach(() => cleanup())
afterAll(() => {
  backToEnglish()
  document.documentElement.lang = 'en'
})

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  )
}

describe('the 404 page in Kiswahili', () => {
  it('says so in Kiswahili, with a way home and a tab title in Kiswahili', () => {
    renderAt('/no-such-page')
    expect(screen.getByRole('heading', { level: 1, name: 'Samahani! Ukurasa unaoutafuta haupo.' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Nenda Mwanzo' }).getAttribute('href')).toBe('/')
    expect(document.title).toBe('Ukurasa haukupatikana | Afya Hub')
    expect(document.documentElement.lang).toBe('sw')
    expect(englishLeftIn(screen.getByRole('main').textContent ?? '', [shellCatalogue])).toEqual([])
  })
})

describe('a page that loads on demand', () => {
  it('says it is loading in Kiswahili', () => {
    renderAt('/premium')
    expect(screen.getByRole('status').textContent).toBe('Inapakia ukurasa...')
  })
})
