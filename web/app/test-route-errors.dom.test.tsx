// @vitest-environment jsdom
/**
 * What a person sees when things go wrong on the way through a test, in SPEC.md section 8's
 * words: a test that cannot be loaded, an address with no page, and closing the intro. A submit
 * that fails is in test-route-server-scoring.dom.test.tsx (only the server's scoring can fail).
 */
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { forgetTestsInProgress, jsonResponse, mockApi, renderAt } from '../testing/route-test-support.tsx'

afterEach(() => {
  cleanup()
  forgetTestsInProgress()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const LOAD_FAILED = 'Failed to load test data. Please check the address or try again later.'

describe('a test that cannot be loaded', () => {
  it('shows one toast, then the not-found screen, for an address with no test', async () => {
    const fetchMock = mockApi()
    renderAt('/tests/no-such-test')

    expect(await screen.findByRole('heading', { level: 1, name: "Oops! We couldn't find your test." })).toBeTruthy()
    expect(await screen.findByText(LOAD_FAILED)).toBeTruthy()
    expect(screen.getAllByText(LOAD_FAILED)).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'Explore Available Tests' }).getAttribute('href')).toBe('/categories')
    expect(screen.getByRole('link', { name: 'Return to Home Page' }).getAttribute('href')).toBe('/')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows the not-found screen when the server refuses the test code', async () => {
    const fetchMock = mockApi()
    fetchMock.mockImplementation(async () => jsonResponse({ message: 'Invalid test type' }, 404))
    renderAt('/tests/depression')

    expect(await screen.findByRole('heading', { name: "Oops! We couldn't find your test." })).toBeTruthy()
    expect(await screen.findByText(LOAD_FAILED)).toBeTruthy()
  })

  it('shows the not-found screen when the definition lacks a required field', async () => {
    const fetchMock = mockApi()
    fetchMock.mockImplementation(async () => jsonResponse({ testCode: 'MH-001', questions: [] }))
    renderAt('/tests/depression')

    expect(await screen.findByRole('heading', { name: "Oops! We couldn't find your test." })).toBeTruthy()
  })
})

describe('other pages', () => {
  it('shows the 404 page with a Go Home link for an address with no route', async () => {
    renderAt('/no/such/page')
    expect(screen.getByRole('heading', { level: 1, name: "Oops! The page you're looking for doesn't exist." })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/')
  })

  it('goes back one page when the intro is closed', async () => {
    mockApi()
    const user = userEvent.setup()
    renderAt('/tests/depression', ['/'])
    await screen.findByRole('dialog')
    await user.click(screen.getByRole('button', { name: 'Close' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Find the answers you need to fuel your wellness journey' })).toBeTruthy()
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0)
  })
})
