// @vitest-environment jsdom
/** SPEC.md section 4, online status: offline page on the 'offline' event, 'Reloading' and a reload on 'online'. */
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OnlineStatus, RELOADING_DOTS_INTERVAL_MS, STILL_OFFLINE_TEXT } from './index.ts'

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
    expect(screen.getByRole('status').textContent).toBe(STILL_OFFLINE_TEXT)
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
})
