// @vitest-environment jsdom
/** About Us, the Privacy Policy and the Terms at /sw/..., through the app's lazy routes (issue 20): Kiswahili only, with the footer and the switch back to English. */
import { cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import site from '../../../tests-catalog/site.json'
import { AppRoutes } from '../../app/app.tsx'
import { backToEnglish, englishLeftIn, featureCatalogue, inKiswahili } from '../../testing/kiswahili-page.ts'

beforeAll(() => inKiswahili(['static-pages']))
afterEach(() => cleanup())
afterAll(() => backToEnglish())

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  )
}

/** The page's main text: the app's chat widget is another feature's. */
const mainText = () => screen.getByRole('main').textContent ?? ''

describe('the static pages in Kiswahili', () => {
  it('shows Sisi ni Nani and Dhamira Yetu at /sw/about-us, with the tagline in Kiswahili', async () => {
    renderAt('/about-us')
    expect(await screen.findByRole('heading', { level: 1, name: 'Kuhusu Sisi' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Sisi ni Nani' })).toBeTruthy()
    expect(screen.getByText(/Ishi\. Penda\. Bila Mipaka/)).toBeTruthy()
    expect(englishLeftIn(mainText(), [featureCatalogue('static-pages')])).toEqual([])
  })

  it('shows the date, the data collected and the rights at /sw/privacy-policy, with the email as a link inside its sentence', async () => {
    renderAt('/privacy-policy')
    expect(await screen.findByRole('heading', { level: 1, name: 'Sera ya Faragha' })).toBeTruthy()
    expect(screen.getByText(`Ilisasishwa mwisho: ${site.translations.sw.team['/legal/privacyPolicyLastUpdated']}`)).toBeTruthy()
    expect(screen.getByText('Historia ya magonjwa katika familia')).toBeTruthy()
    expect(within(screen.getByRole('main')).getByRole('link', { name: site.contact.email }).closest('p')?.textContent).toMatch(/^Ili kutumia haki yoyote/)
    expect(englishLeftIn(mainText(), [featureCatalogue('static-pages')])).toEqual([])
    expect(mainText()).not.toMatch(/September|Last updated/)
  })

  it('shows the terms at /sw/terms-and-conditions and the way back to the English page', async () => {
    renderAt('/terms-and-conditions')
    expect(await screen.findByRole('heading', { level: 1, name: 'Sheria na Masharti' })).toBeTruthy()
    expect(screen.getByText(/mzazi au mlezi/)).toBeTruthy()
    expect(englishLeftIn(mainText(), [featureCatalogue('static-pages')])).toEqual([])
    const english = screen.getAllByRole('link', { name: 'English' })
    expect(english.map((link) => link.getAttribute('href'))).toEqual(['/terms-and-conditions?lang=en', '/terms-and-conditions?lang=en'])
  })
})
