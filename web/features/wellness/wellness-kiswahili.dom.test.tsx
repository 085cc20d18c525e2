// @vitest-environment jsdom
/**
 * The wellness pages on a Kiswahili page (issue 20): the packages' words from
 * wellness-packages.json's own Kiswahili, prices in shillings through Intl sw-KE, the page's own
 * words in Kiswahili, and no English message of the wellness catalogue left.
 */
import { cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import catalogue from '../../../tests-catalog/wellness-packages.json' with { type: 'json' }
import { backToEnglish, englishLeftIn, featureCatalogue, inKiswahili } from '../../testing/kiswahili-page.ts'
import { FreeSampleCollectionPage, WellnessDetailPage, WellnessListPage } from './index.ts'

beforeAll(() => inKiswahili(['wellness']))
afterAll(backToEnglish)
afterEach(() => cleanup())

/** The file's Kiswahili of a visible string, by its JSON pointer. */
const swahili = (pointer: string): string => {
  const text = (catalogue as { translations?: { sw?: { team: Record<string, string> } } }).translations?.sw?.team[pointer]
  if (!text) throw new Error(`wellness-packages.json has no Kiswahili at ${pointer}`)
  return text
}

const englishLeft = () => englishLeftIn(document.body.textContent ?? '', [featureCatalogue('wellness')])

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/wellness" element={<WellnessListPage />} />
        <Route path="/wellness/:slug" element={<WellnessDetailPage />} />
        <Route path="/free-sample-collection" element={<FreeSampleCollectionPage />} />
      </Routes>
    </MemoryRouter>,
  )
}

describe('the wellness pages in Kiswahili', () => {
  it('list every package by its Kiswahili title and description, with its price in shillings', () => {
    renderAt('/wellness')
    expect(screen.getByRole('heading', { level: 1, name: 'Gundua Vifurushi vya Afya Vilivyoandaliwa kwa Ajili Yako' })).toBeTruthy()
    const cards = within(screen.getByRole('list', { name: 'Vifurushi vya afya' })).getAllByRole('listitem')
    expect(cards).toHaveLength(catalogue.packages.length)
    const first = within(cards[0]!)
    expect(first.getByRole('link', { name: swahili('/packages/0/title') }).getAttribute('href')).toBe('/wellness/gen-z')
    expect(first.getByText(swahili('/packages/0/description'))).toBeTruthy()
    expect(first.getByText('Bei: KES 4,000')).toBeTruthy()
    expect(within(cards[1]!).getByText('Mwanamume: KES 3,000 | Mwanamke: KES 4,000')).toBeTruthy()
    expect(englishLeft()).toEqual([])
  })

  it('show a package with its lab tests and sections in Kiswahili, and book it', () => {
    renderAt('/wellness/gen-z')
    expect(screen.getByRole('heading', { level: 1, name: swahili('/packages/0/title') })).toBeTruthy()
    expect(screen.getByText('Tunakubali Pesa Taslimu na Bima')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 3, name: swahili('/packages/0/labTests/0/title') })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: '02 Vipimo vya Maabara' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Weka Miadi Sasa' }).getAttribute('href')).toBe(`/booking?productID=wellness&packageID=${catalogue.packages[0]!.packageId}`)
    expect(englishLeft()).toEqual([])
  })

  it('explain free sample collection in Kiswahili', () => {
    renderAt('/free-sample-collection')
    expect(screen.getByRole('heading', { level: 1, name: 'Kuchukuliwa Sampuli Nyumbani au Ofisini Bila Malipo' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Unachohitaji kuandaa' })).toBeTruthy()
    expect(englishLeft()).toEqual([])
  })
})
