// @vitest-environment jsdom
/** The category list and category detail pages, from the real catalogue. */
import { cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { CategoryDetailPage, CategoryListPage } from './index.ts'

afterEach(() => cleanup())

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/categories" element={<CategoryListPage />} />
        <Route path="/tests" element={<CategoryListPage />} />
        <Route path="/categories/:slug" element={<CategoryDetailPage />} />
      </Routes>
    </MemoryRouter>,
  )
}

describe('the category list', () => {
  it.each(['/categories', '/tests'])('shows the hero, a search link and 8 category cards at %s', (path) => {
    renderAt(path)
    expect(screen.getByRole('heading', { level: 1, name: 'Find Your Path to Better Health. Select a Category to Proceed' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Search' }).getAttribute('href')).toBe('/search')
    const cards = within(screen.getByRole('list', { name: 'Test categories' })).getAllByRole('listitem')
    expect(cards).toHaveLength(8)
    const mentalHealth = screen.getByRole('link', { name: 'Mental Health Assessments' })
    expect(mentalHealth.getAttribute('href')).toBe('/categories/mental-health')
  })
})

describe('the pictures', () => {
  it('shows each category card with its picture, decorative beside its title, at a fixed size', () => {
    renderAt('/categories')
    const card = screen.getByRole('link', { name: 'Cancer Risk Assessments' }).closest('li')!
    const picture = card.querySelector('img')!
    expect([picture.getAttribute('src'), picture.getAttribute('alt'), picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['/images/categories/cancer-screening.svg', '', '64', '64'])
  })

  it("shows the category's picture on its page", () => {
    renderAt('/categories/digital-addiction')
    expect(document.querySelector('.hero img')?.getAttribute('src')).toBe('/images/categories/digital-addiction.svg')
  })
})

describe('the category detail', () => {
  it('lists the 7 mental health tests, each with a link to start it', () => {
    renderAt('/categories/mental-health')
    expect(screen.getByRole('heading', { level: 1, name: 'Mental Health Assessments' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Search' }).getAttribute('href')).toBe('/search')
    const cards = within(screen.getByRole('list', { name: 'Mental Health tests' })).getAllByRole('listitem')
    expect(cards).toHaveLength(7)
    expect(screen.getAllByRole('link', { name: /^Start / })).toHaveLength(7)
    expect(screen.getByRole('link', { name: 'Start Depression Symptoms Screening' }).getAttribute('href')).toBe('/tests/depression')
  })

  it('shows each test card with its title, description, duration and tooltip text', () => {
    renderAt('/categories/mental-health')
    const card = screen.getByRole('heading', { level: 2, name: 'Depression Symptoms Screening' }).closest('li')!
    expect(within(card).getByText(/Nine questions about your mood/)).toBeTruthy()
    expect(within(card).getByText('Takes about 5 minutes')).toBeTruthy()
    expect(within(card).getByText('Checks for signs of depression over the past 2 weeks.')).toBeTruthy()
  })

  it('shows a not-found message with ways back for an unknown category', () => {
    renderAt('/categories/no-such-category')
    expect(screen.getByRole('heading', { level: 1, name: "Oops! We couldn't find that category." })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Explore Available Tests' }).getAttribute('href')).toBe('/categories')
    expect(screen.getByRole('link', { name: 'Return to Home Page' }).getAttribute('href')).toBe('/')
  })
})
