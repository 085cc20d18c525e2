// @vitest-environment jsdom
/**
 * The home page as a person meets it (SPEC.md section 2): its sections in order, the hero's two
 * buttons, the popular test cards (click, Enter, Space), the service cards' availability, the
 * trust cards' claims and the floating WhatsApp link.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { addDays } from '#engine/index.ts'
import { contact, home } from '../../../tests-catalog/site.json'
import { HomePage } from './index.ts'

function renderHome() {
  const router = createMemoryRouter([{ path: '*', element: <HomePage /> }], { initialEntries: ['/previous', '/'], initialIndex: 1 })
  render(<RouterProvider router={router} />)
  return router
}

let scrollTo: ReturnType<typeof vi.fn>

beforeEach(() => {
  scrollTo = vi.fn()
  vi.stubGlobal('scrollTo', scrollTo)
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the home page', () => {
  it('has the hero heading, then the sections of SPEC.md in order', () => {
    renderHome()
    const headings = screen.getAllByRole('heading').filter((heading) => heading.tagName === 'H1' || heading.tagName === 'H2')
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Find the answers you need to fuel your wellness journey',
      // No 'Trusted by Industry Leaders' while only placeholder logos are configured (decision 079).
      '3 Simple Steps',
      'Understand Your Health Like Never Before',
      'Secure. Private. Trusted.',
      'Most Popular Tests',
      'Our Services',
      home.testimonials.title,
      home.faqs.title,
    ])
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(document.title).toBe('Free health self-tests | Afya Hub')
  })

  it('shows the three steps in order, and the three benefits', () => {
    renderHome()
    const steps = within(screen.getByRole('region', { name: '3 Simple Steps' })).getAllByRole('listitem')
    expect(steps.map((step) => step.textContent)).toEqual(['1Take a free self-test', '2Get personalised insights instantly', '3Access tailored care solutions'])
    const insight = screen.getByRole('region', { name: 'Understand Your Health Like Never Before' })
    expect(within(insight).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(home.insight.benefits.map((benefit) => benefit.title))
    expect(within(insight).getByRole('link', { name: 'Explore our tests' }).getAttribute('href')).toBe('/categories')
  })
})

describe('the hero', () => {
  it('"Explore 30+ Free Tests" goes to /categories, replacing the home page in the history', () => {
    const router = renderHome()
    fireEvent.click(screen.getByRole('link', { name: 'Explore 30+ Free Tests' }))
    expect(router.state.location.pathname).toBe('/categories')
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('"Unlock Better Health" scrolls to the services 200 ms later, 10 px clear of the top when there is no bar', () => {
    vi.useFakeTimers()
    renderHome()
    const services = document.querySelector('.our-services')!
    expect(services.id).toBe('our-services')
    vi.spyOn(services, 'getBoundingClientRect').mockReturnValue({ top: 1500, height: 600 } as DOMRect)
    fireEvent.click(screen.getByRole('link', { name: 'Unlock Better Health' }))
    act(() => vi.advanceTimersByTime(199))
    expect(scrollTo).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(scrollTo).toHaveBeenCalledWith({ top: 1490, behavior: 'smooth' })
    expect(document.activeElement).toBe(services)
  })

  it('links to the about-us page, naming the parent company', () => {
    renderHome()
    expect(screen.getByRole('link', { name: home.hero.aboutLinkText }).getAttribute('href')).toBe('/about-us')
  })
})

describe('Most Popular Tests', () => {
  const section = () => screen.getByRole('region', { name: 'Most Popular Tests' })
  const card = (name: string) => within(section()).getByRole('link', { name })

  it('shows the five tests of SPEC.md with their descriptions, and "See All Tests" to /categories', () => {
    renderHome()
    const titles = within(section()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
    expect(titles).toEqual([
      'Work-Related Burnout Assessment',
      'Depression Symptoms Screening',
      'Diabetes Risk Assessment',
      'High Blood Pressure Risk Assessment',
      'Explore your sexual and reproductive health',
    ])
    expect(within(section()).getByText(/PHQ-9, the questionnaire doctors use/)).toBeTruthy()
    expect(within(section()).getByRole('link', { name: 'See All Tests' }).getAttribute('href')).toBe('/categories')
  })

  it('has a description, a picture and a duration from the catalogue for every test site.json lists', () => {
    renderHome()
    const items = within(section()).getAllByRole('listitem')
    expect(items).toHaveLength(home.popularTests.tests.length)
    for (const item of items) {
      // Its category's picture, at a fixed size, decorative beside the title that says the same.
      const picture = item.querySelector('img')
      expect(picture?.getAttribute('src')).toMatch(/^\/images\/categories\/[a-z-]+\.svg$/)
      expect([picture?.getAttribute('alt'), picture?.getAttribute('width'), picture?.getAttribute('height')]).toEqual(['', '64', '64'])
      expect(within(item).getByText(/^Takes about \d+ minutes$/)).toBeTruthy()
      expect(item.querySelectorAll('p').length).toBe(2)
    }
  })

  it("shows a test with its category's picture: burnout, a mental health test, with the brain", () => {
    renderHome()
    const item = card('Work-Related Burnout Assessment').closest('li')
    expect(item?.querySelector('img')?.getAttribute('src')).toBe('/images/categories/mental-health.svg')
  })

  it('opens a test by click', async () => {
    const router = renderHome()
    await userEvent.setup().click(card('Work-Related Burnout Assessment'))
    expect(router.state.location.pathname).toBe('/tests/burnout')
  })

  it('opens a test by Enter', async () => {
    const router = renderHome()
    card('Diabetes Risk Assessment').focus()
    await userEvent.setup().keyboard('{Enter}')
    expect(router.state.location.pathname).toBe('/tests/diabetes-risk')
  })

  it('opens a test by Space', async () => {
    const router = renderHome()
    card('Depression Symptoms Screening').focus()
    await userEvent.setup().keyboard(' ')
    expect(router.state.location.pathname).toBe('/tests/depression')
  })
})

describe('the services', () => {
  it('shows the four cards, each button telling its availability and going to its page', () => {
    renderHome()
    const section = screen.getByRole('region', { name: 'Our Services' })
    expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Premium',
      'Talk to a Doctor',
      'Wellness Check-ups',
      'VitalCare360',
    ])
    expect(within(section).getByRole('link', { name: 'Book Appointment: Talk to a Doctor' }).getAttribute('href')).toBe('/booking?productID=appointment')
    expect(within(section).getByRole('link', { name: 'Join Our Waitlist: VitalCare360' }).getAttribute('href')).toBe('/booking?productID=VitalCare360')
    // Decision 079: the wellness packages are bookable, so the card leads to them (SPEC.md said 'Coming Soon').
    const wellness = screen.getByRole('heading', { level: 3, name: 'Wellness Check-ups' }).closest('li')!
    expect(within(wellness).getByRole('link', { name: 'See the Packages: Wellness Check-ups' }).getAttribute('href')).toBe('/wellness')
    expect(section.textContent).not.toMatch(/Coming Soon/)
    expect(within(section).getAllByRole('link')).toHaveLength(4)
  })

  it("offers Premium's pre-order, leading to the pre-order form (decision 025)", () => {
    renderHome()
    const premium = screen.getByRole('heading', { level: 3, name: 'Premium' }).closest('li')!
    expect(within(premium).getByRole('link', { name: 'Pre-Order Now: Premium' }).getAttribute('href')).toBe('/premium')
    expect(premium.textContent).not.toMatch(/Coming Soon/)
  })
})

describe("Premium's launch line (decision 079)", () => {
  const premiumCard = () => screen.getByRole('heading', { level: 3, name: 'Premium' }).closest('li')!
  const launchDate = home.services.cards.find((card) => card.id === 'premium')!.launchDate!

  afterEach(() => vi.useRealTimers())

  function at(now: string) {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(now))
  }

  it('never calls the configured day upcoming once it has passed in Nairobi', () => {
    at(`${addDays(launchDate, 1)}T00:30:00+03:00`)
    renderHome()
    expect(within(premiumCard()).getByText('Launch date to be announced')).toBeTruthy()
    expect(premiumCard().textContent).not.toMatch(/Launching/)
  })

  it('says the launch day while it is still ahead, on that day included', () => {
    at(`${launchDate}T23:30:00+03:00`)
    renderHome()
    expect(within(premiumCard()).getByText(`Launching ${new Intl.DateTimeFormat('en-KE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${launchDate}T00:00:00Z`))}`)).toBeTruthy()
  })
})

describe('trust and contact', () => {
  it('shows the three trust cards and claims no registration while none is configured', () => {
    renderHome()
    const trust = screen.getByRole('region', { name: 'Secure. Private. Trusted.' })
    expect(within(trust).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(home.trust.cards.map((card) => card.title))
    expect(within(trust).getAllByRole('img').map((icon) => icon.getAttribute('aria-label'))).toEqual(home.trust.cards.map((card) => card.imageAlt))
    expect(trust.textContent).not.toMatch(/registered with|certified|100% confidential/i)
  })

  it('offers a WhatsApp chat with the provider, opening in a new tab without an opener', () => {
    renderHome()
    const link = screen.getByRole('link', { name: 'Chat on WhatsApp (opens in a new tab)' })
    expect(link.getAttribute('href')).toBe(contact.whatsApp.chatLink)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('loads every picture below the hero lazily, with its size set', () => {
    renderHome()
    const images = Array.from(document.querySelectorAll('img'))
    expect(images.length).toBeGreaterThan(0)
    for (const image of images) {
      expect(image.getAttribute('loading')).toBe('lazy')
      expect(Number(image.getAttribute('width'))).toBeGreaterThan(0)
      expect(Number(image.getAttribute('height'))).toBeGreaterThan(0)
      expect(image.getAttribute('src')).toMatch(/^\/images\//)
    }
  })
})
