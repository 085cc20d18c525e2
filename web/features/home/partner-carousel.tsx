/**
 * SPEC.md sections 2 and 9: 'Trusted by Industry Leaders', 8 partner logos sliding continuously,
 * one logo every 3000 ms; 4, 3, 2 or 1 in view from 1024, 768 and 480 px down (styles.css).
 * The motion is CSS: it stops on hover and keyboard focus, with the pause button (WCAG 2.2.2),
 * and never starts for people who ask for reduced motion (the logos then sit in a grid).
 * The second copy of the logos only closes the loop, so it is hidden from assistive technology.
 *
 * No style attribute (the Content Security Policy refuses them, prerendered HTML included): each
 * logo's width comes from the window's width in styles.css, and the loop's duration, the one
 * figure that depends on the number of logos, is written through the CSSOM once the page runs
 * (allowed by the policy). Until then the logos stand still.
 */
import { t } from '@lingui/core/macro'
import { useEffect, useRef, useState } from 'react'
import { home } from '../../../tests-catalog/site.json'
import { siteHome } from '../../shared/site-text.ts'

/** SPEC.md section 9: each logo takes 3000 ms to slide past. */
export const MS_PER_LOGO = 3000

/** How many logos slide by: the same in every language. */
const logoCount = home.partners.logos.length

export function PartnerCarousel() {
  const { partners } = siteHome()
  const [paused, setPaused] = useState(false)
  const trackRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    trackRef.current?.style.setProperty('animation-duration', `${logoCount * MS_PER_LOGO}ms`)
  }, [])

  return (
    <section className="home-section partners" aria-labelledby="partners-heading">
      <h2 id="partners-heading">{partners.title}</h2>
      <button type="button" className="button button-secondary carousel-pause" aria-pressed={paused} onClick={() => setPaused(!paused)}>
        {paused ? t`Play the logo animation` : t`Pause the logo animation`}
      </button>
      <div className="partner-window">
        <div ref={trackRef} className="partner-track" data-paused={paused}>
          {[false, true].map((copy) => (
            <ul key={String(copy)} className="partner-list" aria-hidden={copy || undefined}>
              {partners.logos.map((logo) => (
                <li key={logo.id} className="partner-slide">
                  <img src={logo.imageSrc} alt={copy ? '' : logo.alt} width={160} height={64} loading="lazy" decoding="async" />
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
    </section>
  )
}
