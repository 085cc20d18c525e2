// @vitest-environment jsdom
/**
 * Save tests for offline (decision 075): hidden where no service worker keeps what is fetched; on
 * the visitor's press, every test's definition in the page's language is fetched once, with the
 * progress and then the outcome said in a status line; a data saver is named before the press.
 * In Kiswahili too, with no English left.
 */
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { backToEnglish, englishLeftIn, inKiswahili, shellCatalogue } from '../../testing/kiswahili-page.ts'
import { everyTestCode } from './save-tests.ts'
import { SaveTestsForOffline } from './index.ts'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  backToEnglish()
})

const keeps = () => true
const answered = (_address: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(new Response(JSON.stringify({ testCode: 'X' }), { status: 200, headers: { 'content-type': 'application/json' } }))

describe('Save tests for offline', () => {
  it('is not offered where nothing would be kept', () => {
    render(<SaveTestsForOffline keepsOffline={() => false} />)
    expect(screen.queryByRole('button', { name: 'Save tests for offline' })).toBeNull()
  })

  it('fetches nothing by itself, then every test in the page language once on request, and says when it is done', async () => {
    const fetch = vi.fn(answered)
    vi.stubGlobal('fetch', fetch)
    render(<SaveTestsForOffline keepsOffline={keeps} />)
    expect(fetch).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Save tests for offline' }))
    await screen.findByText(`${everyTestCode.length} tests saved. You can take them without a connection.`)
    expect(everyTestCode.length).toBeGreaterThanOrEqual(30)
    const asked = fetch.mock.calls.map(([address, init]) => [String(address), init?.headers as Record<string, string>] as const)
    expect(new Set(asked.map(([, headers]) => headers['x-test-code']))).toEqual(new Set(everyTestCode))
    expect(asked.every(([address]) => address.includes('lang=en'))).toBe(true)
  })

  it('says how many could not be saved when the connection fails', async () => {
    vi.stubGlobal('fetch', vi.fn((_address: RequestInfo | URL, _init?: RequestInit) => Promise.reject(new TypeError('Failed to fetch'))))
    render(<SaveTestsForOffline keepsOffline={keeps} />)
    await userEvent.click(screen.getByRole('button', { name: 'Save tests for offline' }))
    await screen.findByText(`${everyTestCode.length} tests could not be saved. Try again when your connection is better.`)
  })

  it('names the data saver before the press', () => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { connection: { saveData: true } }))
    render(<SaveTestsForOffline keepsOffline={keeps} />)
    expect(screen.getByText('Data saver is on: saving the tests uses your data.')).toBeTruthy()
  })

  it('in Kiswahili: asks for the Kiswahili versions and says it all in Kiswahili', async () => {
    await inKiswahili()
    const fetch = vi.fn(answered)
    vi.stubGlobal('fetch', fetch)
    render(<SaveTestsForOffline keepsOffline={keeps} />)
    await userEvent.click(screen.getByRole('button', { name: 'Hifadhi vipimo' }))
    await screen.findByText(`Vipimo ${everyTestCode.length} vimehifadhiwa. Unaweza kuvifanya bila intaneti.`)
    expect(screen.getByRole('heading', { name: 'Fanya vipimo bila intaneti' })).toBeTruthy()
    expect(fetch.mock.calls.every(([address]) => String(address).includes('lang=sw'))).toBe(true)
    expect(englishLeftIn(document.body.textContent ?? '', [shellCatalogue])).toEqual([])
  })
})
