// @vitest-environment jsdom
/** The booking page's addresses (SPEC.md section 2): the product's form, the package as the title, 'Not Found' otherwise. */
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { wellnessPackages } from './booking-catalogue.ts'
import { mockFetch, renderBooking } from '../../testing/booking-test-support.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the booking page', () => {
  it.each(['/booking', '/booking?productID=premium', '/booking?productID=Appointment'])('shows "Not Found" with ways on for %s', (address) => {
    mockFetch()
    renderBooking(address)
    expect(screen.getByRole('heading', { level: 1, name: 'Not Found' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Book a virtual appointment' }).getAttribute('href')).toBe('/booking?productID=appointment')
    expect(screen.getByRole('link', { name: 'Wellness check-up packages' }).getAttribute('href')).toBe('/wellness')
    expect(screen.getByRole('link', { name: 'Return to Home Page' }).getAttribute('href')).toBe('/')
  })

  it('titles the page with a known wellness package and asks no package', () => {
    mockFetch()
    const afyaMahaba = wellnessPackages().find((candidate) => candidate.packageId === 'w-003')!
    renderBooking('/booking?productID=wellness&packageID=w-003')
    expect(screen.getByRole('heading', { level: 1, name: afyaMahaba.title })).toBeTruthy()
    expect(screen.queryByRole('combobox', { name: 'Package' })).toBeNull()
    expect(screen.getByText('Price: KES 4,000')).toBeTruthy()
  })

  it.each(['/booking?productID=wellness', '/booking?productID=wellness&packageID=w-999'])('lets the person choose the package when %s names none we know', (address) => {
    mockFetch()
    renderBooking(address)
    expect(screen.getByRole('heading', { level: 1, name: 'Book a Wellness Check-up' })).toBeTruthy()
    const select = screen.getByRole('combobox', { name: 'Package' })
    expect(within(select).getAllByRole('option')).toHaveLength(wellnessPackages().length + 1)
    expect((select as HTMLSelectElement).value).toBe('')
  })
})
