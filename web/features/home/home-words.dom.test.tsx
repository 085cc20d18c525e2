// @vitest-environment jsdom
/**
 * A Swahili speaker who comes to the home page from another page of the site (issue 20): the
 * shell's words are here, the home page's own words of site.json are not yet (they come only with
 * the home page, decision 062). The page says it is loading, in Kiswahili, then shows its sections
 * in Kiswahili; never its English sentences first.
 */
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { home } from '../../../tests-catalog/site.json'
import { homeSiteTextsLoaded } from '../../shared/site-text.ts'
import { backToEnglish, inKiswahili } from '../../testing/kiswahili-page.ts'
import { HomePage } from './index.ts'

beforeAll(() => inKiswahili())
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})
afterAll(() => backToEnglish())

describe('the Kiswahili home page reached from another page', () => {
  it('says it is loading until its own words are here, then shows them in Kiswahili', async () => {
    vi.stubGlobal('scrollTo', vi.fn())
    expect(homeSiteTextsLoaded('sw')).toBe(false)
    render(
      <MemoryRouter initialEntries={['/']}>
        <HomePage />
      </MemoryRouter>,
    )
    expect(screen.getByRole('status').textContent).toBe('Inapakia ukurasa...')
    expect(screen.queryByText(home.hero.heading)).toBeNull()
    const heading = await screen.findByRole('heading', { level: 1 })
    expect(heading.textContent).toBe('Pata majibu unayohitaji katika safari yako ya afya njema')
    expect(document.body.textContent).not.toContain(home.hero.heading)
  })
})
