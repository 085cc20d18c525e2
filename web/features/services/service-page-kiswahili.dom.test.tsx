// @vitest-environment jsdom
/**
 * A service page on a Kiswahili page (issue 20): the service's words from services.json's own
 * Kiswahili, the page's headings, price sentence (KES through Intl sw-KE) and the therapist
 * page's crisis lines in Kiswahili, with no English message of the services catalogue left.
 */
import { cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import crisisContacts from '../../../tests-catalog/crisis-contacts.json' with { type: 'json' }
import serviceFile from '../../../tests-catalog/services.json' with { type: 'json' }
import { backToEnglish, englishLeftIn, featureCatalogue, inKiswahili } from '../../testing/kiswahili-page.ts'
import { ServicePage } from './index.ts'

beforeAll(() => inKiswahili(['services']))
afterAll(backToEnglish)
afterEach(() => cleanup())

/** The file's Kiswahili of a visible string, by its JSON pointer. */
const swahili = (pointer: string): string => {
  const text = (serviceFile as { translations?: { sw?: { team: Record<string, string> } } }).translations?.sw?.team[pointer]
  if (!text) throw new Error(`services.json has no Kiswahili at ${pointer}`)
  return text
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/services/:slug" element={<ServicePage />} />
      </Routes>
    </MemoryRouter>,
  )
}

const therapist = serviceFile.services.findIndex((service) => service.routeSlug === 'talk-to-a-therapist')

describe('the therapist page in Kiswahili', () => {
  it('says what the service is, for whom and how, in Kiswahili, with its price in shillings', () => {
    renderAt('/services/talk-to-a-therapist')
    expect(screen.getByRole('heading', { level: 1, name: swahili(`/services/${therapist}/title`) })).toBeTruthy()
    expect(screen.getByText(swahili(`/services/${therapist}/description`))).toBeTruthy()
    const after = (heading: string) => screen.getByRole('heading', { level: 2, name: heading }).nextElementSibling?.textContent?.replace(/\s+/g, ' ')
    expect(after('Bei')).toBe('KES 2,500 kwa kikao kimoja.')
    expect(within(screen.getByRole('heading', { level: 2, name: 'Ni kwa ajili ya nani' }).nextElementSibling as HTMLElement).getAllByRole('listitem')[0]!.textContent).toBe(
      swahili(`/services/${therapist}/whoItIsFor/0`),
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Jinsi inavyofanya kazi' })).toBeTruthy()
    expect(englishLeftIn(document.body.textContent ?? '', [featureCatalogue('services')])).toEqual([])
  })

  it('gives the crisis lines in Kiswahili, each number a one-tap link', () => {
    renderAt('/services/talk-to-a-therapist')
    const crisis = screen.getByRole('region', { name: 'Unahitaji msaada sasa hivi?' })
    expect(within(crisis).getByText(crisisContacts.card.sw.message)).toBeTruthy()
    expect(within(crisis).getAllByRole('link', { name: /1199$/ }).map((link) => link.getAttribute('href'))).toContain('tel:1199')
  })

  it('says an unknown service was not found, in Kiswahili, with every service by its Kiswahili title', () => {
    renderAt('/services/no-such-service')
    expect(screen.getByRole('heading', { level: 1, name: 'Samahani! Hatukupata huduma hiyo.' })).toBeTruthy()
    const links = within(screen.getByRole('list', { name: 'Huduma zetu' })).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(serviceFile.services.map((_, index) => swahili(`/services/${index}/title`)))
  })
})
