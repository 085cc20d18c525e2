/**
 * SPEC.md section 2: the sticky navigation bar on every page, with the home page's top banner
 * above it. Home and Our Services lead to sections of the home page (from any page: / replaces
 * the history entry, then a scroll 200 ms later, below the bar); Wellness, About Us, Search,
 * My booking and Premium are pages. SPEC.md's 'Log In' is 'My booking' here: there are no
 * visitor accounts, and the manage page is what a visitor with a booking looks for (decision 079). Wide screens show the items in the bar; small screens put them behind a
 * toggle button, closed by Escape, by choosing an item or by moving to another page. The language
 * switch sits in the bar itself, outside the menu, so it shows on every screen.
 */
import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { brand } from '../../../tests-catalog/site.json'
import { HOME_SECTIONS } from '../../shared/scroll-to-section.ts'
import { useGoToSection } from '../../shared/use-go-to-section.ts'
import { LanguageSwitch } from '../../shared/language-switch.tsx'
import { TopBanner } from './top-banner.tsx'
import { useWideScreen } from './use-wide-screen.ts'

type Item = { id: string; label: MessageDescriptor; to: string; section?: string }

const items: readonly Item[] = [
  { id: 'home', label: msg`Home`, to: '/', section: HOME_SECTIONS.hero },
  { id: 'services', label: msg`Our Services`, to: '/#our-services', section: HOME_SECTIONS.services },
  { id: 'wellness', label: msg({ message: 'Wellness', comment: 'Navigation item leading to the bookable wellness check-up packages' }), to: '/wellness' },
  { id: 'about', label: msg`About Us`, to: '/about-us' },
  { id: 'search', label: msg`Search`, to: '/search' },
  // Decision 079: SPEC.md's 'Log In' scrolled to the services; a visitor has no account, only a booking.
  { id: 'my-booking', label: msg({ message: 'My booking', comment: 'Navigation item leading to the page where a visitor manages a booking with the link we sent' }), to: '/manage' },
  { id: 'premium', label: msg({ message: 'Premium', comment: 'The Premium service, a product name; keep it or adapt it' }), to: '/premium' },
]

function NavItems({ id, hidden, onChoose }: { id?: string; hidden?: boolean; onChoose: () => void }) {
  const goToSection = useGoToSection()
  return (
    <ul id={id} className="navbar-items" hidden={hidden}>
      {items.map(({ id, label, to, section }) => (
        <li key={id}>
          <Link
            to={to}
            onClick={(event) => {
              onChoose()
              if (section) goToSection(section, event)
            }}
          >
            {i18n._(label)}
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function NavigationBar() {
  const { pathname } = useLocation()
  const wide = useWideScreen()
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const goToSection = useGoToSection()

  useEffect(() => setOpen(false), [pathname])

  useEffect(() => {
    if (!open) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggle.current?.focus()
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [open])

  const close = () => setOpen(false)

  return (
    <>
      {pathname === '/' && <TopBanner />}
      <header className="navbar">
        <div className="navbar-inner">
          <Link to="/" className="navbar-brand" onClick={(event) => goToSection(HOME_SECTIONS.hero, event)}>
            {brand.name}
          </Link>
          <LanguageSwitch />
          <nav aria-label={t({ message: 'Main', comment: 'Name of the main navigation landmark' })} className="navbar-nav">
            {wide ? (
              <NavItems onChoose={close} />
            ) : (
              <>
                <button
                  ref={toggle}
                  type="button"
                  className="menu-toggle"
                  aria-expanded={open}
                  aria-controls={menuId}
                  onClick={() => setOpen((isOpen) => !isOpen)}
                >
                  <span className="menu-icon" aria-hidden="true" />
                  {t`Menu`}
                </button>
                <NavItems id={menuId} hidden={!open} onChoose={close} />
              </>
            )}
          </nav>
        </div>
      </header>
    </>
  )
}
