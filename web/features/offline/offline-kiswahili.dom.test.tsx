// @vitest-environment jsdom
/**
 * The offline page on a Kiswahili page (issue 20): all in Kiswahili, crisis lines named in
 * Kiswahili, and no English (an English page shows both languages: online-status.dom.test.tsx).
 */
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { backToEnglish, englishLeftIn, inKiswahili, shellCatalogue } from '../../testing/kiswahili-page.ts'
import { OnlineStatus } from './index.ts'

beforeAll(() => inKiswahili())
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})
afterAll(() => backToEnglish())

describe('the offline page in Kiswahili', () => {
  it('says the connection is gone and gives the crisis lines, in Kiswahili only', () => {
    render(
      <OnlineStatus reload={() => {}}>
        <p>Page</p>
      </OnlineStatus>,
    )
    act(() => void window.dispatchEvent(new Event('offline')))
    const numbers = screen.getByRole('region', { name: 'Unahitaji msaada sasa hivi?' })
    expect(within(numbers).getByText('Dharura ya kitaifa (polisi, zimamoto, ambulensi)')).toBeTruthy()
    expect(within(numbers).getAllByRole('link', { name: /^Piga simu 999$/ })).toHaveLength(1)
    expect(within(numbers).getAllByText('Inapatikana: 24/7').length).toBeGreaterThan(0)
    const text = document.body.textContent ?? ''
    expect(englishLeftIn(text, [shellCatalogue])).toEqual([])
    expect(text).not.toMatch(/National emergency|Kenya Red Cross counselling/)
    expect(screen.getByRole('button', { name: 'Jaribu tena' })).toBeTruthy()
  })
})
