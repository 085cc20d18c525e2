// @vitest-environment jsdom
/**
 * Search on a Kiswahili page (issue 20, decision 061), through the app's routes under /sw with the
 * real catalogue: the page is in Kiswahili with no English interface text; a test is found by a
 * word of its Kiswahili title or description and shown by its Kiswahili title; a test available
 * only in English is found by its Kiswahili key word and its English title is marked lang="en";
 * English words still find tests; every result link stays under /sw/.
 */
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { TestDefinition } from '#schemas/index.ts'
import depression from '../../tests-catalog/tests/depression.json'
import hypertensionRisk from '../../tests-catalog/tests/hypertension-risk.json'
import { backToEnglish, englishLeftIn, featureCatalogue, inKiswahili, shellCatalogue } from '../testing/kiswahili-page.ts'
import { AppRoutes } from './app.tsx'

beforeAll(() => inKiswahili(['catalogue', 'search']))
afterAll(() => backToEnglish())
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const files: Record<string, unknown> = { depression, 'hypertension-risk': hypertensionRisk }
const testFile = (slug: string) => files[slug] as TestDefinition
const kiswahiliTitle = (slug: string) => testFile(slug).translations?.sw?.team?.['/informalTitle']
const results = () => screen.findByRole('list', { name: 'Matokeo ya utafutaji' })

async function openSearch() {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  render(
    <StrictMode>
      <MemoryRouter basename="/sw" initialEntries={['/sw/search']}>
        <AppRoutes />
      </MemoryRouter>
    </StrictMode>,
  )
  return screen.findByRole('searchbox', { name: 'Tafuta vipimo, makundi na huduma' }, { timeout: 10_000 })
}

describe('search on a Kiswahili page', () => {
  it('is in Kiswahili, with no English interface text', async () => {
    await openSearch()
    expect(screen.getByRole('heading', { level: 1, name: 'Gundua hazina zilizofichika ...' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Tumia Msaidizi Wetu wa AI' })).toBeTruthy()
    expect(englishLeftIn(screen.getByRole('main').textContent ?? '', [shellCatalogue, featureCatalogue('search')])).toEqual([])
  })

  it('finds a test by a word of its Kiswahili title and shows that title, linking under /sw/', async () => {
    const title = kiswahiliTitle('hypertension-risk')
    expect(title).toMatch(/Shinikizo/)
    const user = userEvent.setup()
    await user.type(await openSearch(), 'shinikizo la juu')
    const link = within(await results()).getByRole('link', { name: `Kipimo ${title}` })
    expect(link.getAttribute('href')).toBe('/sw/tests/hypertension-risk')
  })

  it("finds a test available only in English by its Kiswahili key word, marks its English title, and says the result's kind in Kiswahili", async () => {
    expect(kiswahiliTitle('depression')).toBeUndefined()
    const user = userEvent.setup()
    await user.type(await openSearch(), 'huzuni')
    const link = within(await results()).getByRole('link', { name: `Kipimo ${testFile('depression').informalTitle}` })
    expect(link.getAttribute('href')).toBe('/sw/tests/depression')
    expect(within(link).getByText(testFile('depression').informalTitle).getAttribute('lang')).toBe('en')
  })

  it('still finds tests by their English words, and says in Kiswahili when nothing matches', async () => {
    const user = userEvent.setup()
    const box = await openSearch()
    await user.type(box, 'alcohol')
    const links = within(await results()).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toContain('/sw/tests/audit')
    await user.clear(box)
    await user.type(box, 'zzqqxx')
    expect(await screen.findByText('Hakuna kilichopatikana kwa "zzqqxx". Endelea kuandika au jaribu neno lingine.')).toBeTruthy()
  })
})
