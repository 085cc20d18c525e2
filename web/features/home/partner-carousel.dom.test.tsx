// @vitest-environment jsdom
/**
 * The partner strip (decision 079): shown only for real partners' logos, whose files exist; with
 * only placeholders configured (as today) there is no strip and no 'Trusted by' claim at all.
 * As HTML before any script runs (the prerendered home page) it carries no style attribute,
 * which the Content Security Policy (style-src 'self') would refuse; the loop's duration is
 * written through the CSSOM once it is mounted.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { home } from '../../../tests-catalog/site.json'
import { MS_PER_LOGO, PartnerCarousel, PartnerStrip, realPartnerLogos } from './partner-carousel.tsx'

afterEach(cleanup)

const publicFolder = path.resolve(import.meta.dirname, '../../public')

/** Three real partners, as an operator would configure them once agreements are signed. */
const realLogos = [
  { id: 'kenya-red-cross', imageSrc: '/images/partners/partner-1.webp', alt: 'Kenya Red Cross' },
  { id: 'nhif', imageSrc: '/images/partners/partner-2.webp', alt: 'Social Health Authority' },
  { id: 'amref', imageSrc: '/images/partners/partner-3.webp', alt: 'Amref Health Africa' },
]

describe('which partners are shown', () => {
  it('has a file under web/public for every configured logo', () => {
    for (const logo of home.partners.logos) expect(existsSync(path.join(publicFolder, logo.imageSrc)), logo.imageSrc).toBe(true)
  })

  it('shows no strip and no "Trusted by" heading while only placeholder logos are configured', () => {
    expect(realPartnerLogos(home.partners.logos)).toEqual([])
    const { container } = render(<PartnerCarousel />)
    expect(container.innerHTML).toBe('')
    expect(screen.queryByRole('heading', { name: home.partners.title })).toBeNull()
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('keeps the real logos and leaves out the placeholders', () => {
    const mixed = [...realLogos, { id: 'stand-in', imageSrc: '/images/partners/partner-4.webp', alt: 'Partner 4 (placeholder logo)', placeholder: true }]
    expect(realPartnerLogos(mixed).map((logo) => logo.alt)).toEqual(['Kenya Red Cross', 'Social Health Authority', 'Amref Health Africa'])
  })
})

describe('the strip of real logos', () => {
  const region = () => screen.getByRole('region', { name: home.partners.title })

  it('carries no style attribute in its HTML', () => {
    const html = renderToStaticMarkup(<PartnerStrip title={home.partners.title} logos={realLogos} />)
    expect(html).toContain('class="partner-track"')
    expect(html).not.toMatch(/\sstyle=/)
  })

  it('shows each logo once to assistive technology (the loop copy is hidden)', () => {
    render(<PartnerStrip title={home.partners.title} logos={realLogos} />)
    expect(within(region()).getAllByRole('img').map((logo) => logo.getAttribute('alt'))).toEqual(realLogos.map((logo) => logo.alt))
    expect(region().querySelectorAll('img')).toHaveLength(realLogos.length * 2)
  })

  it('slides one logo per 3000 ms until the pause button stops it, and plays again', async () => {
    const user = userEvent.setup()
    render(<PartnerStrip title={home.partners.title} logos={realLogos} />)
    const track = region().querySelector<HTMLElement>('.partner-track')!
    expect(track.style.getPropertyValue('animation-duration')).toBe(`${realLogos.length * MS_PER_LOGO}ms`)
    expect(track.dataset.paused).toBe('false')
    await user.click(within(region()).getByRole('button', { name: 'Pause the logo animation' }))
    expect(track.dataset.paused).toBe('true')
    const play = within(region()).getByRole('button', { name: 'Play the logo animation' })
    expect(play.getAttribute('aria-pressed')).toBe('true')
    await user.click(play)
    expect(track.dataset.paused).toBe('false')
  })
})
