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
 *
 * Only real partners are shown (decision 079): a logo marked as a placeholder in site.json is
 * never drawn, and with no real logo configured the strip is not shown at all, heading included,
 * rather than claiming trust from stand-in images. Each configured logo's file must exist under
 * web/public (partner-carousel.dom.test.tsx checks it).
 */
import { t } from '@lingui/core/macro'
import { useEffect, useRef, useState } from 'react'
import type { PartnerLogo } from '#schemas/generated/site.ts'
import { siteHome } from '../../shared/site-text.ts'

/** SPEC.md section 9: each logo takes 3000 ms to slide past. */
export const MS_PER_LOGO = 3000

/** The logos of real partners: the configured ones not marked as placeholders. */
export function realPartnerLogos(logos: readonly PartnerLogo[]): readonly PartnerLogo[] {
  return logos.filter((logo) => !logo.placeholder)
}

/** The strip when real partner logos are configured; nothing otherwise. */
export function PartnerCarousel() {
  const { partners } = siteHome()
  const logos = realPartnerLogos(partners.logos as readonly PartnerLogo[])
  if (logos.length === 0) return null
  return <PartnerStrip title={partners.title} logos={logos} />
}

/** The sliding strip of `logos` under `title`. */
export function PartnerStrip({ title, logos }: { title: string; logos: readonly PartnerLogo[] }) {
  const [paused, setPaused] = useState(false)
  const trackRef = useRef<HTMLDivElement>(null)
  const logoCount = logos.length
  useEffect(() => {
    trackRef.current?.style.setProperty('animation-duration', `${logoCount * MS_PER_LOGO}ms`)
  }, [logoCount])

  return (
    <section className="home-section partners" aria-labelledby="partners-heading">
      <h2 id="partners-heading">{title}</h2>
      <button type="button" className="button button-secondary carousel-pause" aria-pressed={paused} onClick={() => setPaused(!paused)}>
        {paused ? t`Play the logo animation` : t`Pause the logo animation`}
      </button>
      <div className="partner-window">
        <div ref={trackRef} className="partner-track" data-paused={paused}>
          {[false, true].map((copy) => (
            <ul key={String(copy)} className="partner-list" aria-hidden={copy || undefined}>
              {logos.map((logo) => (
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
