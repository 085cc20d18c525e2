/**
 * SPEC.md section 2: the services cards (the section the navigation bar, the hero and the footer
 * scroll to: class and id our-services). Each card's button tells its availability; a service
 * with nothing to go to yet shows its availability as text instead of a button that does nothing.
 */
import { Link } from 'react-router-dom'
import { picturePath } from '#schemas/pictures.ts'
import { Picture } from '../../shared/picture.tsx'
import { serviceHighlight } from '../../shared/service-highlight.ts'
import { siteHome } from '../../shared/site-text.ts'
import type { ServiceCard } from '#schemas/generated/site.ts'

function Availability({ card }: { card: ServiceCard }) {
  if (!card.buttonLink) return <p className="availability">{card.buttonText}</p>
  return (
    <Link className="button" to={card.buttonLink}>
      {card.buttonText}
      <span className="visually-hidden">: {card.title}</span>
    </Link>
  )
}

export function ServicesSection() {
  const { services } = siteHome()
  const cards: readonly ServiceCard[] = services.cards as readonly ServiceCard[]
  return (
    <section id="our-services" className="home-section our-services" aria-labelledby="services-heading" tabIndex={-1}>
      <h2 id="services-heading">{services.title}</h2>
      <ul className="card-grid service-cards">
        {cards.map((card) => (
          <li key={card.id} className="card service-card">
            <Picture src={picturePath('services', card.id)} lazy />
            <h3>{card.title}</h3>
            <p className="service-highlight">{serviceHighlight(card)}</p>
            <p>{card.description}</p>
            <Availability card={card} />
          </li>
        ))}
      </ul>
    </section>
  )
}
