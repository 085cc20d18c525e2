// @vitest-environment jsdom
/**
 * The services on a Kiswahili home page (decision 079): the Wellness card leads to the packages,
 * and Premium's launch line never calls a past day upcoming, in Kiswahili.
 */
import { cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { backToEnglish, inKiswahili } from '../../testing/kiswahili-page.ts'
import { ServicesSection } from './services-section.tsx'

// As the entry does for a home page it opens on (the route's features, web/main.tsx).
beforeAll(() => inKiswahili(['home']))
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})
afterAll(() => backToEnglish())

function renderServices() {
  render(
    <MemoryRouter>
      <ServicesSection />
    </MemoryRouter>,
  )
  return screen.getByRole('region', { name: 'Huduma Zetu' })
}

const card = (section: HTMLElement, title: string) => within(section).getByRole('heading', { level: 3, name: title }).closest('li')!

describe('the services in Kiswahili', () => {
  it('leads the Wellness Check-ups card to the packages', () => {
    const section = renderServices()
    const wellness = card(section, 'Uchunguzi wa Afya Njema')
    expect(within(wellness).getByRole('link', { name: 'Tazama Vifurushi: Uchunguzi wa Afya Njema' }).getAttribute('href')).toBe('/wellness')
    expect(section.textContent).not.toMatch(/Inakuja Hivi Karibuni|Coming Soon/)
  })

  it('says Premium opens on a day to be announced once the configured day has passed', () => {
    const premium = card(renderServices(), 'Premium')
    expect(within(premium).getByText('Tarehe ya kuzinduliwa itatangazwa')).toBeTruthy()
    expect(premium.textContent).not.toMatch(/Inazinduliwa|2025/)
  })

  it('says the launch day in Kiswahili while it is still ahead', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2025-04-30T12:00:00+03:00'))
    const premium = card(renderServices(), 'Premium')
    expect(within(premium).getByText('Inazinduliwa Alhamisi, 1 Mei 2025')).toBeTruthy()
  })
})
