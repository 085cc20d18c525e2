/**
 * The crisis lines on the therapist page: therapy is booked for a later time and is not an
 * emergency service, so the page gives the bundled crisis contacts (tests-catalog/crisis-contacts.json)
 * as one-tap tel: links, working with the network gone.
 */
import { useId } from 'react'
import type { CrisisContactList } from '#schemas/index.ts'
import crisisContacts from '../../../tests-catalog/crisis-contacts.json'
import { CrisisContactLinks } from '../../shared/crisis-contact-links.tsx'

// The catalogue tests check the file against its schema; JSON imports lose only the minItems tuple.
const { card, contacts } = crisisContacts as CrisisContactList

export function CrisisLines() {
  const headingId = useId()
  return (
    <section className="card safety-card" aria-labelledby={headingId}>
      <h2 id={headingId}>Need help right now?</h2>
      <p>{card.message}</p>
      <CrisisContactLinks contacts={contacts} />
    </section>
  )
}
