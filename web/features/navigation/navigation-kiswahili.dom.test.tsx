// @vitest-environment jsdom
/** The navigation on a Kiswahili page (decision 079): Afya Njema to the packages and Miadi yangu to the manage page, no sign-in label. */
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { backToEnglish, englishLeftIn, inKiswahili, shellCatalogue } from '../../testing/kiswahili-page.ts'
import { NavigationBar } from './index.ts'

beforeAll(() => inKiswahili())
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})
afterAll(() => backToEnglish())

describe('the navigation in Kiswahili', () => {
  it('names Wellness and My booking in Kiswahili and leads them to their pages', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('min-width'), media: query, addEventListener: () => {}, removeEventListener: () => {} }))
    render(
      <MemoryRouter initialEntries={['/about-us']}>
        <NavigationBar />
      </MemoryRouter>,
    )
    expect(screen.getByRole('link', { name: 'Afya Njema' }).getAttribute('href')).toBe('/wellness')
    expect(screen.getByRole('link', { name: 'Miadi yangu' }).getAttribute('href')).toBe('/manage')
    expect(screen.queryByRole('link', { name: /^(Ingia|Log In)$/ })).toBeNull()
    expect(englishLeftIn(screen.getByRole('banner').textContent ?? '', [shellCatalogue])).toEqual([])
  })
})
