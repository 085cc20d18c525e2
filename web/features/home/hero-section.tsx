/**
 * SPEC.md section 2, hero: the page's h1, its two lines, 'Explore 30+ Free Tests' (to /categories,
 * replacing the history entry), 'Unlock Better Health' (a scroll to the services, 200 ms later,
 * below the navigation bar) and the link to /about-us that names the parent company.
 */
import { Link } from 'react-router-dom'
import { siteHome } from '../../shared/site-text.ts'
import { HOME_SECTIONS } from '../../shared/scroll-to-section.ts'
import { useGoToSection } from '../../shared/use-go-to-section.ts'

export function HeroSection() {
  const goToSection = useGoToSection()
  const { hero } = siteHome()
  return (
    <section id="hero" className="home-hero" aria-labelledby="hero-heading" tabIndex={-1}>
      <h1 id="hero-heading">{hero.heading}</h1>
      <p className="hero-subheading">{hero.subheading}</p>
      <p>{hero.text}</p>
      <div className="button-row">
        <Link className="button" to={hero.primaryButton.link} replace>
          {hero.primaryButton.text}
        </Link>
        <Link
          className="button button-secondary"
          to={hero.secondaryButton.link}
          onClick={(event) => goToSection(HOME_SECTIONS.services, event)}
        >
          {hero.secondaryButton.text}
        </Link>
      </div>
      <p>
        <Link to="/about-us">{hero.aboutLinkText}</Link>
      </p>
    </section>
  )
}
