/** SPEC.md section 2, footer (every screen): page links, contact, social links, copyright and the subscribe form. */
import { useEffect, useRef, type MouseEvent } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { brand, legal } from '../../../tests-catalog/site.json'
import { contact, socialLinks } from '../../shared/site-contacts.ts'
import { scrollToSectionSoon } from '../../shared/scroll-to-section.ts'
import { SubscribeForm } from './subscribe-form.tsx'

/**
 * SPEC.md lists these as links with target '#': there are no pages behind them yet. They are
 * plain text rather than dead links, so keyboard and screen-reader users are not sent nowhere.
 */
const comingSoon = ['For Individuals & Families', 'For Corporates', 'VitalCare360', 'Healthy Living']

export function Footer() {
  const navigate = useNavigate()
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  function goToServices(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault()
    navigate('/', { replace: true })
    clearTimeout(timer.current)
    timer.current = scrollToSectionSoon('.our-services')
  }

  return (
    <footer className="site-footer">
      <div className="footer-columns">
        <nav aria-label="Footer">
          <h2>{brand.name}</h2>
          <ul className="footer-list">
            <li><Link to="/about-us">About Us</Link></li>
            <li><Link to="/#our-services" onClick={goToServices}>Our Services</Link></li>
            <li><Link to="/privacy-policy">Privacy Policy</Link></li>
            <li><Link to="/terms-and-conditions">Terms and Conditions</Link></li>
          </ul>
        </nav>
        <section aria-labelledby="footer-solutions">
          <h2 id="footer-solutions">Solutions (Coming Soon)</h2>
          <ul className="footer-list">
            {comingSoon.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact Us</h2>
          <address>
            <p>{contact.address}</p>
            <p><a href={`tel:${contact.phone.tel}`}>{contact.phone.display}</a></p>
            <p><a href={`mailto:${contact.email}`}>{contact.email}</a></p>
          </address>
          <ul className="footer-social">
            {socialLinks.map((social) => (
              <li key={social.network}>
                <a href={social.url} target="_blank" rel="noopener noreferrer">
                  {social.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-subscribe">
          <h2 id="footer-subscribe">Stay Informed</h2>
          <SubscribeForm />
        </section>
      </div>
      <p className="copyright">
        © {legal.copyrightYear} {brand.parentCompany}. All rights reserved.
      </p>
    </footer>
  )
}
