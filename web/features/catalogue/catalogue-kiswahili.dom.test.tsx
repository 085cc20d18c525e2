// @vitest-environment jsdom
/**
 * The category pages on a Kiswahili page (issue 20): the categories from categories.json's own
 * Kiswahili; each test card in Kiswahili when its test has a Kiswahili version (its card text) and
 * otherwise in English, marked lang="en" and said in Kiswahili to be in English only for now; no
 * English message of the catalogue left.
 */
import { cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import categoryFile from '../../../tests-catalog/categories.json' with { type: 'json' }
import existential from '../../../tests-catalog/tests/existential_anxiety.json' with { type: 'json' }
import { backToEnglish, englishLeftIn, featureCatalogue, inKiswahili } from '../../testing/kiswahili-page.ts'
import { CategoryDetailPage, CategoryListPage, categoryTitle } from './index.ts'

beforeAll(() => inKiswahili(['catalogue']))
afterAll(backToEnglish)
afterEach(() => cleanup())

const categoryText = (pointer: string) => (categoryFile.translations.sw.team as Record<string, string>)[pointer]!
const testText = (pointer: string) => (existential.translations.sw.team as Record<string, string>)[pointer]!
const englishLeft = () => englishLeftIn(document.body.textContent ?? '', [featureCatalogue('catalogue')])

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/categories" element={<CategoryListPage />} />
        <Route path="/categories/:slug" element={<CategoryDetailPage />} />
      </Routes>
    </MemoryRouter>,
  )
}

describe('the category pages in Kiswahili', () => {
  it('list every category by its Kiswahili title', () => {
    renderAt('/categories')
    expect(screen.getByRole('heading', { level: 1, name: 'Tafuta Njia Yako ya Afya Bora. Chagua Kundi Ili Kuendelea' })).toBeTruthy()
    const links = within(screen.getByRole('list', { name: 'Makundi ya vipimo' })).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(categoryFile.categories.map((_, index) => categoryText(`/categories/${index}/title`)))
    expect(screen.getByRole('link', { name: 'Tafuta' }).getAttribute('href')).toBe('/search')
    expect(englishLeft()).toEqual([])
  })

  it('show a test with a Kiswahili version in Kiswahili, and one without in English, saying so', () => {
    renderAt('/categories/mental-health')
    const title = categoryText('/categories/0/title')
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy()
    expect(categoryTitle('mental-health')).toBe(title)
    const cards = within(screen.getByRole('list', { name: `Vipimo vya ${categoryText('/categories/0/name')}` }))

    const swahiliCard = within(cards.getByRole('heading', { level: 2, name: testText('/informalTitle') }).closest('li')!)
    expect(swahiliCard.getByText(testText('/description'))).toBeTruthy()
    expect(swahiliCard.getByText(`Inachukua takriban ${testText('/duration')}`)).toBeTruthy()
    expect(swahiliCard.getByRole('link', { name: `Anza ${testText('/informalTitle')}` }).getAttribute('href')).toBe('/tests/existential_anxiety')
    expect(swahiliCard.queryByText('Kwa Kiingereza pekee kwa sasa')).toBeNull()

    const englishHeading = cards.getByRole('heading', { level: 2, name: 'Depression Symptoms Screening' })
    expect(englishHeading.getAttribute('lang')).toBe('en')
    expect(within(englishHeading.closest('li')!).getByText('Kwa Kiingereza pekee kwa sasa')).toBeTruthy()
    expect(englishLeft()).toEqual([])
  })

  it('say an unknown category was not found, in Kiswahili', () => {
    renderAt('/categories/no-such-category')
    expect(screen.getByRole('heading', { level: 1, name: 'Samahani! Hatukupata kundi hilo.' })).toBeTruthy()
    expect(categoryTitle('no-such-category')).toBe('Kundi halikupatikana')
  })
})
