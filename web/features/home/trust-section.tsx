/**
 * SPEC.md section 2: 'Secure. Private. Trusted.' with three cards. The registered card (and its
 * number) replaces the first card only once site.json names a registration with Kenya's Data
 * Protection Commissioner; until then the page claims no registration or certification.
 */
import { t } from '@lingui/core/macro'
import { legal } from '../../../tests-catalog/site.json'
import { siteHome } from '../../shared/site-text.ts'
import { TrustIcon } from './trust-icon.tsx'

export function TrustSection() {
  const { trust } = siteHome()
  const registration: string | null = legal.dataProtectionRegistration
  const cards = registration && trust.registeredCard ? [trust.registeredCard, ...trust.cards.slice(1)] : trust.cards
  return (
    <section className="home-section" aria-labelledby="trust-heading">
      <h2 id="trust-heading">{trust.title}</h2>
      <ul className="card-grid trust-cards">
        {cards.map((card, index) => (
          <li key={card.title} className="card trust-card">
            <TrustIcon name={card.icon} label={card.imageAlt} />
            <h3>{card.title}</h3>
            <p>{card.description}</p>
            {registration && index === 0 && card === trust.registeredCard && <p className="card-meta">{t`Registration number: ${registration}`}</p>}
          </li>
        ))}
      </ul>
    </section>
  )
}
