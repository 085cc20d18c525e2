/**
 * The crisis lines on the therapist page: therapy is booked for a later time and is not an
 * emergency service, so the page gives the bundled crisis contacts (tests-catalog/crisis-contacts.json)
 * as one-tap tel: links, working with the network gone. The card's message is the file's own, in
 * the page's language (its `card.sw` on a Kiswahili page).
 */
import { t } from '@lingui/core/macro'
import { useId } from 'react'
import type { CrisisContactList } from '#schemas/index.ts'
import crisisContacts from '../../../tests-catalog/crisis-contacts.json'
import { CrisisContactLinks } from '../../shared/crisis-contact-links.tsx'
import { activeLocale } from '../../shared/i18n.ts'

// The catalogue tests check the file against its schema; JSON imports lose only the minItems tuple.
const { card, contacts } = crisisContacts as CrisisContactList

export function CrisisLines() {
  const headingId = useId()
  const message = activeLocale() === 'sw' && card.sw ? card.sw.message : card.message
  return (
    <section className="card safety-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t({ message: 'Need help right now?', comment: 'Heading of the crisis lines on the therapist page' })}</h2>
      <p>{message}</p>
      <CrisisContactLinks contacts={contacts} />
    </section>
  )
}
