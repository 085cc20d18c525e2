/**
 * SPEC.md section 2: 'Understand Your Health Like Never Before' with its three benefits, and the
 * tests section's 'Explore our tests' button to /categories.
 */
import { t } from '@lingui/core/macro'
import { Link } from 'react-router-dom'
import { Picture } from '../../shared/picture.tsx'
import { siteHome } from '../../shared/site-text.ts'

export function InsightSection() {
  const { insight } = siteHome()
  return (
    <section className="home-section insight" aria-labelledby="insight-heading">
      <h2 id="insight-heading">
        {insight.title} <span className="highlight">{insight.highlightedText}</span>
      </h2>
      <Picture src={insight.imageSrc} size={96} lazy />
      <ul className="benefits">
        {insight.benefits.map((benefit) => (
          <li key={benefit.title}>
            <h3>{benefit.title}</h3>
            <p>{benefit.description}</p>
          </li>
        ))}
      </ul>
      <Link className="button" to="/categories">
        {t`Explore our tests`}
      </Link>
    </section>
  )
}
