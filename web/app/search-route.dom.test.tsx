// @vitest-environment jsdom
/**
 * Search as a person uses it, through the app's routes with the real catalogue: the /search page
 * and the search box on the test-not-found screen.
 */
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi, renderAt } from '../testing/route-test-support.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const results = () => screen.queryByRole('list', { name: 'Search results' })

async function openSearch() {
  renderAt('/search')
  return screen.findByRole('searchbox', { name: 'Search tests, categories and services' })
}

describe('the search page', () => {
  it('shows the heading, the search box and the assistant button, which opens the chat with focus in its message box', async () => {
    const user = userEvent.setup()
    await openSearch()
    expect(screen.getByRole('heading', { level: 1, name: 'Discover hidden gems ...' })).toBeTruthy()
    expect(screen.getByText('Or')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Use Our AI Assistant' }))
    // The chat panel is fetched on first open: give it time on a loaded machine.
    const chat = await screen.findByRole('dialog', { name: /^Chat with / }, { timeout: 10_000 })
    await vi.waitFor(() => expect(document.activeElement).toBe(within(chat).getByRole('textbox', { name: 'Your message' })), { timeout: 5_000 })
  })

  it('takes the person to the first result with the search button, and stays put while there is none', async () => {
    const user = userEvent.setup()
    const box = await openSearch()
    await user.type(box, 'al')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(results()).toBeNull()
    await user.type(box, 'cohol')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    const first = within(results()!).getAllByRole('link')[0]
    expect(document.activeElement).toBe(first)
    await user.click(box)
    await user.keyboard('{Enter}')
    expect(document.activeElement).toBe(first)
  })

  it('shows no results and no message below 3 non-blank characters', async () => {
    const user = userEvent.setup()
    await user.type(await openSearch(), 'su   ')
    expect(results()).toBeNull()
    expect(screen.queryByText(/No matches found/)).toBeNull()
  })

  it('finds the diabetes test by its Swahili key word, linking to the test', async () => {
    const user = userEvent.setup()
    await user.type(await openSearch(), 'sukari')
    const link = within(results()!).getByRole('link', { name: 'Test Diabetes Risk Assessment' })
    expect(link.getAttribute('href')).toBe('/tests/diabetes-risk')
  })

  it('finds depression despite a typo', async () => {
    const user = userEvent.setup()
    await user.type(await openSearch(), 'depresion')
    const link = within(results()!).getByRole('link', { name: 'Test Depression Symptoms Screening' })
    expect(link.getAttribute('href')).toBe('/tests/depression')
  })

  it('links categories and services to their pages', async () => {
    const user = userEvent.setup()
    const box = await openSearch()
    await user.type(box, 'Mental Health')
    expect(within(results()!).getByRole('link', { name: 'Category Mental Health Assessments' }).getAttribute('href')).toBe('/categories/mental-health')
    await user.clear(box)
    await user.type(box, 'therapist')
    expect(within(results()!).getByRole('link', { name: 'Service Talk to a Therapist' }).getAttribute('href')).toBe('/services/talk-to-a-therapist')
  })

  it('says exactly what to do when nothing matches', async () => {
    const user = userEvent.setup()
    await user.type(await openSearch(), 'xqzvw')
    expect(results()).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('No matches found for "xqzvw". Continue typing or try a different search term.')
  })
})

describe('the search box on the test-not-found screen', () => {
  it('hides the links once results appear, and shows them again when the results clear', async () => {
    mockApi()
    const user = userEvent.setup()
    renderAt('/tests/no-such-test')
    const box = await screen.findByRole('searchbox', { name: 'Search for a test' })
    expect(screen.getByRole('link', { name: 'Explore Available Tests' })).toBeTruthy()

    await user.type(box, 'sukari')
    expect(within(results()!).getByRole('link', { name: 'Test Diabetes Risk Assessment' }).getAttribute('href')).toBe('/tests/diabetes-risk')
    expect(screen.queryByRole('link', { name: 'Explore Available Tests' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Return to Home Page' })).toBeNull()

    await user.clear(box)
    expect(screen.getByRole('link', { name: 'Return to Home Page' }).getAttribute('href')).toBe('/')
  })
})
