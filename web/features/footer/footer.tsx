/** SPEC.md section 2, footer (every screen): page links, the language switch, contact, social links, copyright and the subscribe form. */
import { i18n } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { useEffect, useRef, type MouseEvent } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { todayInNairobi } from '#engine/clock.ts'
import { brand } from '../../../tests-catalog/site.json'
import { LanguageSwitch } from '../../shared/language-switch.tsx'
import { contact, socialLinks } from '../../shared/site-contacts.ts'
import { socialLinkLabel } from '../../shared/site-text.ts'
import { scrollToSectionSoon } from '../../shared/scroll-to-section.ts'
import { SubscribeForm } from './subscribe-form.tsx'

/**
 * SPEC.md lists these as links with target '#': there are no pages behind them yet. They are
 * plain text rather than dead links, so keyboard and screen-reader users are not sent nowhere.
 */
const comingSoon = [
  msg`For Individuals & Families`,
  msg`For Corporates`,
  msg({ message: 'VitalCare360', comment: 'A programme name; keep it' }),
  msg`Healthy Living`,
]

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

  // The current year in Nairobi, computed: a year written in the content goes stale every January (decision 079).
  const year = todayInNairobi(new Date()).slice(0, 4)
  const company = brand.parentCompany
  return (
    <footer className="site-footer">
      <div className="footer-columns">
        <nav aria-label={t({ message: 'Footer', comment: 'Name of the footer navigation landmark' })}>
          <h2>{brand.name}</h2>
          <ul className="footer-list">
            <li><Link to="/about-us">{t`About Us`}</Link></li>
            <li><Link to="/#our-services" onClick={goToServices}>{t`Our Services`}</Link></li>
            <li><Link to="/privacy-policy">{t`Privacy Policy`}</Link></li>
            <li><Link to="/terms-and-conditions">{t`Terms and Conditions`}</Link></li>
          </ul>
          <p className="footer-language">
            <LanguageSwitch className="footer-language-link" />
          </p>
        </nav>
        <section aria-labelledby="footer-solutions">
          <h2 id="footer-solutions">{t`Solutions (Coming Soon)`}</h2>
          <ul className="footer-list">
            {comingSoon.map((name) => (
              <li key={name.id}>{i18n._(name)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t`Contact Us`}</h2>
          <address>
            <p>{contact.address}</p>
            <p><a href={`tel:${contact.phone.tel}`}>{contact.phone.display}</a></p>
            <p><a href={`mailto:${contact.email}`}>{contact.email}</a></p>
          </address>
          <ul className="footer-social">
            {socialLinks.map((social) => (
              <li key={social.network}>
                <a href={social.url} target="_blank" rel="noopener noreferrer">
                  {socialLinkLabel(social)}
                  <span className="visually-hidden"> {t`(opens in a new tab)`}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-subscribe">
          <h2 id="footer-subscribe">{t`Stay Informed`}</h2>
          <SubscribeForm />
        </section>
      </div>
      <p className="copyright">{t`© ${year} ${company}. All rights reserved.`}</p>
    </footer>
  )
}
