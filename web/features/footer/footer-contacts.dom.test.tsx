// @vitest-environment jsdom
/**
 * The footer shows the contact details the server configured (SITE_*), read from the page's
 * `#site-contacts` block when the app starts (decision 053), not the placeholders of the build.
 */
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import site from '../../../tests-catalog/site.json'

afterEach(() => {
  cleanup()
  document.getElementById('site-contacts')?.remove()
  vi.resetModules()
})

it('shows the configured phone number, email and X profile', async () => {
  const block = document.createElement('script')
  block.type = 'application/json'
  block.id = 'site-contacts'
  const socialLinks = site.socialLinks.map((link) => (link.network === 'x' ? { ...link, url: 'https://x.com/afya_ke' } : link))
  block.textContent = JSON.stringify({ contact: { ...site.contact, phone: { display: '+254 712 345 678', tel: '+254712345678' }, email: 'care@afya.co.ke' }, socialLinks })
  document.body.append(block)
  const { Footer } = await import('./index.ts')
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  )
  expect(screen.getByRole('link', { name: '+254 712 345 678' }).getAttribute('href')).toBe('tel:+254712345678')
  expect(screen.getByRole('link', { name: 'care@afya.co.ke' }).getAttribute('href')).toBe('mailto:care@afya.co.ke')
  expect(screen.queryByText(site.contact.phone.display)).toBeNull()
  expect(document.querySelector('a[href="https://x.com/afya_ke"]')).not.toBeNull()
})

describe('without a block', () => {
  it("shows site.json's placeholders", async () => {
    const { Footer } = await import('./index.ts')
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    )
    expect(screen.getByRole('link', { name: site.contact.phone.display })).toBeTruthy()
  })
})
