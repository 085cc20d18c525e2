// @vitest-environment jsdom
/** The wellness list, package pages and free sample collection page, from the real catalogue. */
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import catalogue from '../../../tests-catalog/wellness-packages.json'
import { FreeSampleCollectionPage, WellnessDetailPage, WellnessListPage } from './index.ts'

afterEach(() => cleanup())

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

describe('the wellness list', () => {
  it('shows the hero, the sample collection link, a Search link and one card per package', () => {
    renderAt('/wellness')
    expect(screen.getByRole('heading', { level: 1, name: 'Discover Wellness Packages Tailored for You' })).toBeTruthy()
    expect(screen.getByRole('link', { name: /sample collection/ }).getAttribute('href')).toBe('/free-sample-collection')
    expect(screen.getByRole('link', { name: 'Search' }).getAttribute('href')).toBe('/search')
    const cards = within(screen.getByRole('list', { name: 'Wellness packages' })).getAllByRole('listitem')
    expect(cards).toHaveLength(13)
    for (const [index, wellnessPackage] of catalogue.packages.entries()) {
      const card = within(cards[index]!)
      expect(card.getByRole('link', { name: wellnessPackage.title }).getAttribute('href')).toBe(`/wellness/${wellnessPackage.routeSlug}`)
      expect(card.getByText(wellnessPackage.description)).toBeTruthy()
    }
    expect(document.title).toBe('Wellness Packages | Afya Hub')
  })

  it('shows each price as SPEC.md writes it, with thousands separators', () => {
    renderAt('/wellness')
    const card = (title: string) => within(screen.getByRole('link', { name: title }).closest('li')!)
    expect(card('Gen-Z Packages Wellness Package').getByText('Price: KES 4,000')).toBeTruthy()
    expect(card('Afya Fahari Wellness Package').getByText('Male: KES 3,000 | Female: KES 4,000')).toBeTruthy()
    expect(card('Afya Thabiti (31 - 40 years)').getByText('Male: KES 3,000 | Female: KES 4,000')).toBeTruthy()
  })

  it('shows no copy-paste tooltip and no broken images', () => {
    renderAt('/wellness')
    expect(screen.queryByText(/Digital addiction assessments/i)).toBeNull()
    expect(screen.queryAllByRole('img')).toHaveLength(0)
    expect(screen.getByText("For couples: look after each other's health, together.")).toBeTruthy()
  })

  it('opens a package from the keyboard', async () => {
    const user = userEvent.setup()
    renderAt('/wellness')
    screen.getByRole('link', { name: 'Afya Fahari Wellness Package' }).focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('heading', { level: 1, name: 'Afya Fahari Wellness Package' })).toBeTruthy()
  })
})

describe('a wellness package page', () => {
  it('shows a single price, payment by cash or insurance, the pre-authorization note and Book Now', () => {
    renderAt('/wellness/gen-z')
    expect(screen.getByRole('heading', { level: 1, name: 'Gen-Z Packages Wellness Package' })).toBeTruthy()
    expect(screen.getByText(/A check-up made for young adults/)).toBeTruthy()
    expect(screen.getByText('Price: KES 4,000')).toBeTruthy()
    expect(screen.getByText('Cash and Insurance Accepted')).toBeTruthy()
    expect(screen.getByText(/insurer's pre-authorization is required/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Book Now' }).getAttribute('href')).toBe('/booking?productID=wellness&packageID=w-001')
    expect(document.title).toBe('Gen-Z Packages Wellness Package | Afya Hub')
  })

  it('shows the male and female prices for a package priced by sex, and books that package', () => {
    renderAt('/wellness/afya-thabiti-31')
    expect(screen.getByRole('heading', { level: 1, name: 'Afya Thabiti (31 - 40 years)' })).toBeTruthy()
    expect(screen.getByText('Male: KES 3,000 | Female: KES 4,000')).toBeTruthy()
    expect(screen.queryByText(/^Price:/)).toBeNull()
    expect(screen.getByRole('link', { name: 'Book Now' }).getAttribute('href')).toBe('/booking?productID=wellness&packageID=w-007')
  })

  it('shows sections 01 to 05 in order', () => {
    renderAt('/wellness/afya-fahari')
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(sections.slice(0, 5)).toEqual([
      '01 Health Risk Assessments',
      '02 Lab Tests',
      '03 Health Report',
      '04 One-on-One Doctor Consultation',
      '05 Exclusive 25% Off VitalCare360',
    ])
    expect(screen.getByRole('link', { name: 'About VitalCare360' }).getAttribute('href')).toBe('/services/vitalcare360')
  })

  it('lists the lab tests with what each checks and who it is for', () => {
    renderAt('/wellness/afya-fahari')
    const labTest = (title: string) => within(screen.getByRole('heading', { level: 3, name: title }).closest('li')!)
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4)
    expect(labTest('PSA Test').getByText('For men only')).toBeTruthy()
    expect(labTest('PSA Test').getByText(/prostate-specific antigen/)).toBeTruthy()
    expect(labTest('Pap Smear').getByText('For women only')).toBeTruthy()
    expect(labTest('Blood Work (Complete Blood Count)').getByText('For everyone')).toBeTruthy()
    expect(labTest('Cholesterol Panel').getByText('For everyone')).toBeTruthy()
  })

  it('lists every accepted insurer', () => {
    renderAt('/wellness/afya-huru')
    const section = screen.getByRole('heading', { level: 2, name: 'Accepted Insurers' }).closest('section')!
    const names = within(section).getAllByRole('listitem').map((item) => item.textContent)
    expect(names).toEqual(catalogue.acceptedInsurers.map((insurer) => insurer.name))
    expect(names).toContain('Social Health Authority (SHA, formerly NHIF)')
  })

  it("shows 'Package not found' with ways back for an unknown slug", () => {
    renderAt('/wellness/no-such-package')
    expect(screen.getByRole('heading', { level: 1, name: 'Package not found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See all wellness packages' }).getAttribute('href')).toBe('/wellness')
    expect(screen.getByRole('link', { name: 'Return to Home Page' }).getAttribute('href')).toBe('/')
    expect(screen.queryByRole('link', { name: 'Book Now' })).toBeNull()
  })
})

describe('the free sample collection page', () => {
  it('says what it is, where, how it works and what to prepare, with a way to the packages', () => {
    renderAt('/free-sample-collection')
    expect(screen.getByRole('heading', { level: 1, name: 'Free Home or Office Sample Collection' })).toBeTruthy()
    expect(screen.getByText(/at no extra cost/)).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Where we collect' })).toBeTruthy()
    expect(screen.getByText(/Nairobi and its environs/)).toBeTruthy()
    const steps = screen.getByRole('heading', { level: 2, name: 'How it works' }).nextElementSibling!
    expect(within(steps as HTMLElement).getAllByRole('listitem')).toHaveLength(4)
    expect(within(steps as HTMLElement).getByText(/choose Home\/Office collection/)).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'What to prepare' })).toBeTruthy()
    expect(screen.getByText(/need you to fast first/)).toBeTruthy()
    expect(screen.getByRole('link', { name: '+254 700 000 000' }).getAttribute('href')).toBe('tel:+254700000000')
    expect(screen.getByRole('link', { name: 'See Wellness Packages' }).getAttribute('href')).toBe('/wellness')
    expect(document.title).toBe('Free Sample Collection | Afya Hub')
  })
})
