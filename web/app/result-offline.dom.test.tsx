// @vitest-environment jsdom
/**
 * The app's routes with a PHQ-9 result whose item 9 is above 0 (issue 17, item 7): going offline
 * leaves the result and its safety card on screen under a short notice, instead of the offline
 * page; back online the notice goes and nothing reloads. A result is a screen that needs no
 * network once it shows.
 */
import { act, cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '@lingui/core'
import { OFFLINE_NOTICE_TEXT } from '../features/offline/index.ts'
import { forgetTestsInProgress, mockApi, renderAt } from '../testing/route-test-support.tsx'

afterEach(() => {
  cleanup()
  forgetTestsInProgress()
  sessionStorage.clear()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const SAFETY = "You don't have to face this alone"

describe('a risk result going offline', () => {
  it('keeps the result and the safety card on screen through offline and online, without the offline page or a reload', async () => {
    mockApi()
    const user = userEvent.setup()
    renderAt('/tests/depression')
    await user.click(await screen.findByRole('button', { name: 'Begin Test' }))
    for (const choice of [...Array<string>(8).fill('Not at all'), 'Several days', 'Not difficult at all']) {
      await user.click(screen.getByRole('radio', { name: choice }))
      await user.click(screen.getByRole('button', { name: /^(Next|Submit)$/ }))
    }
    const card = await screen.findByRole('region', { name: SAFETY })

    act(() => void window.dispatchEvent(new Event('offline')))
    expect(screen.getByRole('region', { name: SAFETY })).toBe(card)
    expect(within(card).getByRole('link', { name: 'Call 999' }).getAttribute('href')).toBe('tel:999')
    expect(screen.getByRole('img', { name: 'Score 1 out of 27' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: "You're Offline" })).toBeNull()
    expect(screen.getByText(i18n._(OFFLINE_NOTICE_TEXT))).toBeTruthy()

    act(() => void window.dispatchEvent(new Event('online')))
    expect(screen.getByRole('region', { name: SAFETY })).toBe(card)
    expect(screen.queryByText(i18n._(OFFLINE_NOTICE_TEXT))).toBeNull()
    expect(screen.queryByText(/^Reloading/)).toBeNull()
  })
})
