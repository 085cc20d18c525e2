/**
 * The safety card (shared/crisis-contacts.md): shown first, before any score, when an answer
 * signals risk of harm. The contacts are bundled from tests-catalog/crisis-contacts.json so the
 * card works with the network gone; every number is a one-tap tel: link. Each sentence is said
 * once (card-sentences.ts); the lines with weaker sources come last, under "More places to get
 * help" (decision 043).
 */
import type { Ref } from 'react'
import { useId } from 'react'
import { Link } from 'react-router-dom'
import type { CrisisContactList } from '#schemas/index.ts'
import crisisContacts from '../../../tests-catalog/crisis-contacts.json'
import { CrisisContactLinks } from '../../shared/crisis-contact-links.tsx'
import { cardSentences } from './card-sentences.ts'
import { withCrisisNumberLinks } from '../../shared/crisis-number-links.tsx'

// The catalogue tests check the file against its schema; JSON imports lose only the minItems tuple.
const { card, contacts, morePlaces } = crisisContacts as CrisisContactList

export const MORE_PLACES_HEADING = 'More places to get help'

type Props = { message: string; headingRef?: Ref<HTMLHeadingElement> }

export function SafetyCard({ message, headingRef }: Props) {
  const headingId = useId()
  const sentences = cardSentences(card.heading, message, card.message)
  return (
    <section className="card safety-card" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1} ref={headingRef}>
        {card.heading}
      </h2>
      {sentences.flag.length > 0 && <p>{withCrisisNumberLinks(sentences.flag.join(' '))}</p>}
      {sentences.card.length > 0 && <p>{withCrisisNumberLinks(sentences.card.join(' '))}</p>}
      <CrisisContactLinks contacts={contacts} />
      {morePlaces.length > 0 && (
        <>
          <h3>{MORE_PLACES_HEADING}</h3>
          <CrisisContactLinks contacts={morePlaces} />
        </>
      )}
      <Link className="button" to={card.therapistButton.link}>
        {card.therapistButton.text}
      </Link>
    </section>
  )
}

/** Signs that need a health worker now, shown before the score; the crisis numbers they name are tel: links. */
export function DangerSignsCard({ signs, headingRef }: { signs: string[]; headingRef?: Ref<HTMLHeadingElement> }) {
  const headingId = useId()
  return (
    <section className="card urgent-card" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1} ref={headingRef}>
        Please see a health worker now
      </h2>
      <ul>
        {signs.map((sign) => (
          <li key={sign}>{withCrisisNumberLinks(sign)}</li>
        ))}
      </ul>
      <p>
        In an emergency, call <a className="tel-link" href="tel:999">999</a> or <a className="tel-link" href="tel:112">112</a>.
      </p>
    </section>
  )
}
