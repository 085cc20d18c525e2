// @vitest-environment jsdom
/**
 * The partner carousel as HTML before any script runs (the prerendered home page): no style
 * attribute, which the Content Security Policy (style-src 'self') would refuse; the loop's
 * duration is written through the CSSOM once it is mounted.
 */
import { cleanup, render } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { home } from '../../../tests-catalog/site.json'
import { MS_PER_LOGO, PartnerCarousel } from './partner-carousel.tsx'

afterEach(cleanup)

describe('the partner carousel', () => {
  it('carries no style attribute in its HTML', () => {
    const html = renderToStaticMarkup(<PartnerCarousel />)
    expect(html).toContain('class="partner-track"')
    expect(html).not.toMatch(/\sstyle=/)
  })

  it('sets the loop to 3000 ms a logo through the CSSOM once mounted', () => {
    const { container } = render(<PartnerCarousel />)
    const track = container.querySelector<HTMLElement>('.partner-track')!
    expect(track.style.getPropertyValue('animation-duration')).toBe(`${home.partners.logos.length * MS_PER_LOGO}ms`)
  })
})
