// @vitest-environment jsdom
/** The six service pages, one row per entry of tests-catalog/services.json, and an unknown slug. */
import { cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { services } from '../../../tests-catalog/services.json'
import { ServicePage } from './index.ts'

afterEach(() => cleanup())

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/services/:slug" element={<ServicePage />} />
      </Routes>
    </MemoryRouter>,
  )
}

type Expected = { price: string; action: { name: string; href: string } | { comingSoon: string } }

/** What a visitor should see for price and the main button, per service. */
const expected: Record<string, Expected> = {
  'talk-to-a-doctor': { price: 'KES 2,000 for one session.', action: { name: 'Book Appointment', href: '/booking?productID=appointment' } },
  'talk-to-a-therapist': { price: 'KES 2,500 for one session.', action: { name: 'Book Appointment', href: '/booking?productID=appointment' } },
  'talk-to-a-nutritionist': { price: 'KES 1,500 for one session.', action: { name: 'Book Appointment', href: '/booking?productID=appointment' } },
  vitalcare360: { price: 'Joining the waiting list is free.', action: { name: 'Join Our Waitlist', href: '/booking?productID=VitalCare360' } },
  'vitalcare360-manage': { price: 'The price will be shown here when the service opens.', action: { comingSoon: 'Coming Soon' } },
  'wellness-checkup': { price: 'From KES 3,000, depending on the package.', action: { name: 'Book Appointment', href: '/wellness' } },
}

describe.each(services)('the service page /services/$routeSlug', (service) => {
  const expectation = expected[service.routeSlug]

  it('has an expectation in this table', () => {
    expect(expectation).toBeDefined()
  })

  it('says what it is, who it is for and how it works, with the page title', () => {
    renderAt(`/services/${service.routeSlug}`)
    expect(screen.getByRole('heading', { level: 1, name: service.title })).toBeTruthy()
    expect(screen.getByText(service.description)).toBeTruthy()
    const listAfter = (heading: string) => within(screen.getByRole('heading', { level: 2, name: heading }).nextElementSibling as HTMLElement)
    expect(listAfter('Who it is for').getAllByRole('listitem').map((item) => item.textContent)).toEqual(service.whoItIsFor)
    expect(listAfter('How it works').getAllByRole('listitem').map((item) => item.textContent)).toEqual(service.howItWorks)
    expect(document.title).toBe(`${service.title} | Afya Hub`)
  })

  it('shows its picture, decorative beside its title', () => {
    renderAt(`/services/${service.routeSlug}`)
    const picture = document.querySelector('.hero img')
    expect([picture?.getAttribute('src'), picture?.getAttribute('alt')]).toEqual([`/images/services/${service.routeSlug}.svg`, ''])
  })

  it('gives the price and the booking link, wait-list or coming-soon notice', () => {
    renderAt(`/services/${service.routeSlug}`)
    const price = screen.getByRole('heading', { level: 2, name: 'Price' }).nextElementSibling?.textContent ?? ''
    expect(price.replace(/\s+/g, ' ')).toContain(expectation!.price)
    const { action } = expectation!
    if ('href' in action) {
      expect(screen.getByRole('link', { name: action.name }).getAttribute('href')).toBe(action.href)
    } else {
      expect(screen.getByText(action.comingSoon)).toBeTruthy()
      expect(screen.queryByRole('link', { name: /Book|Join/ })).toBeNull()
    }
  })
})

describe('the crisis lines', () => {
  it('are on the therapist page as one-tap tel: links', () => {
    renderAt('/services/talk-to-a-therapist')
    const crisis = screen.getByRole('region', { name: 'Need help right now?' })
    expect(within(crisis).getByRole('link', { name: 'Call 999' }).getAttribute('href')).toBe('tel:999')
    expect(within(crisis).getByRole('link', { name: 'Call 1199' }).getAttribute('href')).toBe('tel:1199')
  })

  it('are not on the doctor page', () => {
    renderAt('/services/talk-to-a-doctor')
    expect(screen.queryByRole('region', { name: 'Need help right now?' })).toBeNull()
  })
})

describe('an unknown service', () => {
  it('shows a not-found message with every service and the home page', () => {
    renderAt('/services/no-such-service')
    expect(screen.getByRole('heading', { level: 1, name: "Oops! We couldn't find that service." })).toBeTruthy()
    const links = within(screen.getByRole('list', { name: 'Our services' })).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual(services.map((service) => `/services/${service.routeSlug}`))
    expect(screen.getByRole('link', { name: 'Return to Home Page' }).getAttribute('href')).toBe('/')
  })
})
