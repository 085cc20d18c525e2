/**
 * SPEC.md section 2: 'Most Popular Tests', one card per test (its category's picture, title, description), and
 * 'See All Tests' to /categories. The whole card opens the test: a click anywhere on it, or Enter
 * or Space on its link (Space too, as SPEC.md asks, which links do not do on their own).
 */
import type { KeyboardEvent } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { Picture } from '../../shared/picture.tsx'
import { siteHome } from '../../shared/site-text.ts'
import { popularTestCards } from './popular-test-cards.ts'

export function PopularTestsSection() {
  const navigate = useNavigate()
  const { popularTests } = siteHome()
  const openOnSpace = (to: string) => (event: KeyboardEvent) => {
    if (event.key !== ' ') return
    event.preventDefault()
    navigate(to)
  }

  return (
    <section className="home-section" aria-labelledby="popular-tests-heading">
      <h2 id="popular-tests-heading">{popularTests.title}</h2>
      <ul className="card-grid popular-tests">
        {popularTestCards().map((card) => (
          <li key={card.id} className="card test-card">
            {card.image && <Picture src={card.image} lazy />}
            <h3>
              <Link className="card-link" to={card.to} onKeyDown={openOnSpace(card.to)}>
                {card.title}
              </Link>
            </h3>
            {card.description && <p>{card.description}</p>}
            {card.duration && <p className="card-meta">{card.duration}</p>}
          </li>
        ))}
      </ul>
      <Link className="button" to={popularTests.button.link}>
        {popularTests.button.text}
      </Link>
    </section>
  )
}
