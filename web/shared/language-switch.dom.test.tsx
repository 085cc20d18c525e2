// @vitest-environment jsdom
/**
 * The language switch (issue 20): on every page, a plain link to the same page and query in the
 * other language, named in that language, saying it was chosen (?lang=, decision 060):
 * /tests/depression?from=home ⇄ /sw/tests/depression?from=home&lang=sw, / ⇄ /sw/?lang=sw; and the
 * parameter leaves the address once the page is there.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { splitLocale } from '#schemas/locales.ts'
import { backToEnglish, inKiswahili } from '../testing/kiswahili-page.ts'
import { ForgetLanguageParameter, LanguageSwitch, switchAddress, withoutLanguageParameter } from './language-switch.tsx'

afterEach(() => {
  cleanup()
  backToEnglish()
})

/** The switch as the app draws it: the router's path is the route table's (a Kiswahili page routes under the /sw basename). */
function switchAt(address: string) {
  render(
    <MemoryRouter initialEntries={[address]}>
      <LanguageSwitch />
    </MemoryRouter>,
  )
  return screen.getByRole('link')
}

describe('on an English page', () => {
  it('leads to the same page and query in Kiswahili, named "Kiswahili" in Kiswahili', () => {
    const link = switchAt('/tests/depression?from=home')
    expect(link.textContent).toBe('Kiswahili')
    expect(link.getAttribute('href')).toBe('/sw/tests/depression?from=home&lang=sw')
    expect(link.getAttribute('lang')).toBe('sw')
    expect(link.getAttribute('hreflang')).toBe('sw')
  })

  it('leads from the home page to /sw/', () => {
    expect(switchAt('/').getAttribute('href')).toBe('/sw/?lang=sw')
  })
})

describe('on a Kiswahili page', () => {
  it('leads back to the English address, named "English" in English', async () => {
    await inKiswahili()
    const link = switchAt('/booking?productID=appointment')
    expect(link.textContent).toBe('English')
    expect(link.getAttribute('href')).toBe('/booking?productID=appointment&lang=en')
    expect(link.getAttribute('lang')).toBe('en')
    expect(link.getAttribute('hreflang')).toBe('en')
  })
})

describe('the round trip', () => {
  it.each(['/', '/tests/depression', '/categories/mental-health', '/booking?productID=wellness&packageId=w-001', '/search?q=stress'])('%s goes to Kiswahili and back unchanged', (address) => {
    const swahili = switchAddress(address.split('?')[0]!, address.includes('?') ? `?${address.split('?')[1]}` : '', 'sw')
    expect(swahili.startsWith('/sw/')).toBe(true)
    const { locale, path } = splitLocale(swahili.split('?')[0]!)
    expect(locale).toBe('sw')
    const query = swahili.includes('?') ? `?${swahili.split('?')[1]}` : ''
    const english = switchAddress(path, query, 'en')
    expect(english.split('?')[0]! + withoutLanguageParameter(`?${english.split('?')[1]}`)).toBe(address)
  })
})

describe('after the switch', () => {
  it('takes ?lang= out of the address, keeping the rest of the query and the history length', async () => {
    const router = createMemoryRouter([{ path: '*', element: <ForgetLanguageParameter /> }], { initialEntries: ['/booking?productID=appointment&lang=sw'] })
    render(<RouterProvider router={router} />)
    await waitFor(() => expect(router.state.location.search).toBe('?productID=appointment'))
    expect(router.state.location.pathname).toBe('/booking')
    expect(router.state.historyAction).toBe('REPLACE')
  })
})
