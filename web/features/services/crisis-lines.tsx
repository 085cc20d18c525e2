/**
 * The crisis lines on the therapist page: therapy is booked for a later time and is not an
 * emergency service, so the page gives the bundled crisis contacts (tests-catalog/crisis-contacts.json)
 * as one-tap tel: links, working with the network gone.
 */
import { useId } from 'react'
import type { CrisisContactList } from '#schemas/index.ts'
import crisisContacts from '../../../tests-catalog/crisis-contacts.json'

// The catalogue tests check the file against its schema; JSON imports lose only the minItems tuple.
const { card, contacts } = crisisContacts as CrisisContactList

export function CrisisLines() {
  const headingId = useId()
  return (
    <section className="card safety-card" aria-labelledby={headingId}>
      <h2 id={headingId}>Need help right now?</h2>
      <p>{card.message}</p>
      <ul className="contact-list">
        {contacts.map((contact) => (
          <li key={contact.id}>
            <span className="contact-service">{contact.service}</span>
            <span className="contact-numbers">
              {contact.numbers.map((number) => (
                <span key={number.tel}>
                  <a className="tel-link" href={`tel:${number.tel}`}>
                    <span className="visually-hidden">Call</span> {number.display}
                  </a>
                  {number.note && <small> ({number.note})</small>}
                </span>
              ))}
            </span>
            <span className="contact-hours">Hours: {contact.hours}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
