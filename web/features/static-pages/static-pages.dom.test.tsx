// @vitest-environment jsdom
/** The static pages of SPEC.md section 2, through the app's lazy routes. */
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import site from '../../../tests-catalog/site.json'
import { AppRoutes } from '../../app/app.tsx'

afterEach(() => cleanup())

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  )
}

describe('the static pages', () => {
  it('shows Who We Are and Our Mission at /about-us', async () => {
    renderAt('/about-us')
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Who We Are' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeTruthy()
  })

  it('shows the last updated date, the data collected and the rights at /privacy-policy', async () => {
    renderAt('/privacy-policy')
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy()
    expect(screen.getByText(`Last updated: ${site.legal.privacyPolicyLastUpdated}`)).toBeTruthy()
    expect(screen.getByText('Family medical history')).toBeTruthy()
    expect(screen.getByText(/Data Protection Act, 2019/)).toBeTruthy()
    expect(screen.getByText(/not stored with anything that\s+identifies you/)).toBeTruthy()
  })

  it('says free, adults, parent or guardian and doctor review at /terms-and-conditions', async () => {
    renderAt('/terms-and-conditions')
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeTruthy()
    expect(screen.getByText(/free and are meant for adults/)).toBeTruthy()
    expect(screen.getByText(/parent or guardian/)).toBeTruthy()
    expect(screen.getByText(/must be reviewed by a doctor/)).toBeTruthy()
  })

  it('shows the footer on every screen', async () => {
    renderAt('/no-such-page')
    expect(screen.getByRole('contentinfo')).toBeTruthy()
  })
})
