// @vitest-environment jsdom
/**
 * SPEC.md section 4, online status: offline page on the 'offline' event, 'Reloading' and a reload
 * on 'online'; the crisis numbers on the offline page in both languages; and a screen that stays
 * through offline and online (a result with its safety card, issue 17).
 */
import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CrisisContactList } from '#schemas/index.ts'
import crisisContactsJson from '../../../tests-catalog/crisis-contacts.json'
import { i18n } from '@lingui/core'
import { OFFLINE_NOTICE_TEXT, OnlineStatus, RELOADING_DOTS_INTERVAL_MS, STILL_OFFLINE_TEXT, StaysOnScreenOffline } from './index.ts'

const crisis = crisisContactsJson as CrisisContactList

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

function renderGate(reload = vi.fn()) {
  render(
    <OnlineStatus reload={reload}>
      <main>
        <h1>Home</h1>
      </main>
    </OnlineStatus>,
  )
  return reload
}

describe('the online status', () => {
  it('replaces the screen with the offline page on the offline event, and reloads once back online', () => {
    const reload = renderGate()
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy()

    act(() => void window.dispatchEvent(new Event('offline')))
    expect(screen.queryByRole('heading', { name: 'Home' })).toBeNull()
    expect(screen.getByRole('heading', { level: 1, name: "You're Offline" })).toBeTruthy()
    expect(screen.getByText(/It seems you don't have an active internet connection\. Please check your connection and try again\./)).toBeTruthy()
    expect(reload).not.toHaveBeenCalled()

    act(() => void window.dispatchEvent(new Event('online')))
    expect(screen.getByRole('status').textContent).toMatch(/^Reloading/)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('starts on the offline page when the browser is already offline, and Retry says so instead of reloading', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const reload = renderGate()
    expect(screen.getByRole('status').textContent).toBe('')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }))
    expect(reload).not.toHaveBeenCalled()
    expect(screen.getByRole('status').textContent).toBe(i18n._(STILL_OFFLINE_TEXT))
    expect(screen.getByRole('heading', { level: 1, name: "You're Offline" })).toBeTruthy()
  })

  it('shows the offline page when the connection drops between the first drawing and its listening', () => {
    let online = true
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
    // Drawn after the gate in the same render: the browser goes offline before any effect runs, so no event will come.
    function ConnectionDrops() {
      online = false
      return null
    }
    render(
      <>
        <OnlineStatus reload={vi.fn()}>
          <main>
            <h1>Home</h1>
          </main>
        </OnlineStatus>
        <ConnectionDrops />
      </>,
    )
    expect(screen.queryByRole('heading', { name: 'Home' })).toBeNull()
    expect(screen.getByRole('heading', { level: 1, name: "You're Offline" })).toBeTruthy()
  })

  it('reloads on Retry when the browser says it is online again', async () => {
    const reload = renderGate()
    act(() => void window.dispatchEvent(new Event('offline')))
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('animates the reloading dots every 450 ms, hidden from screen readers', () => {
    vi.useFakeTimers()
    renderGate()
    act(() => void window.dispatchEvent(new Event('offline')))
    act(() => void window.dispatchEvent(new Event('online')))
    const dots = screen.getByRole('status').querySelector('[aria-hidden="true"]')!
    expect(dots.textContent).toBe('')
    act(() => void vi.advanceTimersByTime(RELOADING_DOTS_INTERVAL_MS))
    expect(dots.textContent).toBe('.')
    act(() => void vi.advanceTimersByTime(RELOADING_DOTS_INTERVAL_MS * 2))
    expect(dots.textContent).toBe('...')
  })

  it('ignores an online event while already online', () => {
    const reload = renderGate()
    act(() => void window.dispatchEvent(new Event('online')))
    expect(reload).not.toHaveBeenCalled()
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy()
  })

  it('shows every crisis line of the card on the offline page, as tel: links, named in English and Kiswahili, with no request', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    renderGate()
    act(() => void window.dispatchEvent(new Event('offline')))
    const numbers = screen.getByRole('region', { name: /Need help now\? Unahitaji msaada sasa hivi\?/ })
    expect(numbers.textContent).toMatch(/call 999 or 112 now/)
    const swahili = [...numbers.querySelectorAll('p[lang="sw"]')].map((paragraph) => paragraph.textContent)
    expect(swahili.some((text) => /piga simu 999 au 112 sasa/.test(text ?? ''))).toBe(true)
    expect(within(numbers).getAllByRole('link', { name: '999' }).map((link) => link.getAttribute('href'))).toEqual(['tel:999', 'tel:999'])
    for (const contact of crisis.contacts) {
      expect(within(numbers).getByText(contact.service)).toBeTruthy()
      expect(within(numbers).getByText(contact.sw.service).getAttribute('lang')).toBe('sw')
      for (const number of contact.numbers) {
        expect(within(numbers).getByRole('link', { name: `Call ${number.display}` }).getAttribute('href')).toBe(`tel:${number.tel}`)
      }
    }
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})

describe('a screen that stays through offline', () => {
  function renderStayingScreen(reload = vi.fn()) {
    render(
      <OnlineStatus reload={reload}>
        <StaysOnScreenOffline>
          <main>
            <h1>Your Result</h1>
            <a href="tel:999">Call 999</a>
          </main>
        </StaysOnScreenOffline>
      </OnlineStatus>,
    )
    return reload
  }

  it('keeps the screen under a short offline notice, and drops the notice without a reload when back online', () => {
    const reload = renderStayingScreen()
    const heading = screen.getByRole('heading', { name: 'Your Result' })
    act(() => void window.dispatchEvent(new Event('offline')))
    expect(screen.getByRole('heading', { name: 'Your Result' })).toBe(heading) // the same element: nothing was re-drawn
    expect(screen.getByRole('link', { name: 'Call 999' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: "You're Offline" })).toBeNull()
    expect(screen.getByRole('status').textContent).toContain(i18n._(OFFLINE_NOTICE_TEXT))

    act(() => void window.dispatchEvent(new Event('online')))
    expect(screen.getByRole('heading', { name: 'Your Result' })).toBe(heading)
    expect(screen.queryByRole('status')).toBeNull()
    expect(reload).not.toHaveBeenCalled()
  })

  it('gives way to the offline page once the staying screen is gone, and reloads when back online', () => {
    const reload = vi.fn()
    const { rerender } = render(
      <OnlineStatus reload={reload}>
        <StaysOnScreenOffline>
          <h1>Your Result</h1>
        </StaysOnScreenOffline>
      </OnlineStatus>,
    )
    act(() => void window.dispatchEvent(new Event('offline')))
    rerender(
      <OnlineStatus reload={reload}>
        <h1>Intro</h1>
      </OnlineStatus>,
    )
    expect(screen.getByRole('heading', { level: 1, name: "You're Offline" })).toBeTruthy()
    act(() => void window.dispatchEvent(new Event('online')))
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
