// @vitest-environment jsdom
/**
 * The language switch (issue 20): on every page, a plain link to the same page and query in the
 * other language, named in that language: /tests/depression?from=home ⇄ /sw/tests/depression?from=home,
 * / ⇄ /sw/.
 */
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { splitLocale } from '#schemas/locales.ts'
import { backToEnglish, inKiswahili } from '../testing/kiswahili-page.ts'
import { LanguageSwitch, switchAddress } from './language-switch.tsx'

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
    expect(link.getAttribute('href')).toBe('/sw/tests/depression?from=home')
    expect(link.getAttribute('lang')).toBe('sw')
    expect(link.getAttribute('hreflang')).toBe('sw')
  })

  it('leads from the home page to /sw/', () => {
    expect(switchAt('/').getAttribute('href')).toBe('/sw/')
  })
})

describe('on a Kiswahili page', () => {
  it('leads back to the English address, named "English" in English', async () => {
    await inKiswahili()
    const link = switchAt('/booking?productID=appointment')
    expect(link.textContent).toBe('English')
    expect(link.getAttribute('href')).toBe('/booking?productID=appointment')
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
    expect(switchAddress(path, query, 'en')).toBe(address)
  })
})
