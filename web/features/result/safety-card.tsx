/**
 * The safety card (shared/crisis-contacts.md): shown first, before any score, when an answer
 * signals risk of harm. The contacts are bundled from tests-catalog/crisis-contacts.json so the
 * card works with the network gone; every number is a one-tap tel: link. Each sentence is said
 * once (card-sentences.ts); the lines with weaker sources come last, under "More places to get
 * help" (decision 043).
 *
 * The card is always in the page's language (issue 20): on a Kiswahili page its heading, message
 * and button are crisis-contacts.json's own Kiswahili (`card.sw`), and the contacts show their
 * Kiswahili service names. A risk flag's text is the result's, in the language the test was taken
 * in, and is marked with that language when it differs from the page's.
 */
import { msg, t } from '@lingui/core/macro'
import type { Ref } from 'react'
import { useId } from 'react'
import { Link } from 'react-router-dom'
import type { CrisisContactList } from '#schemas/index.ts'
import type { Locale } from '#schemas/locales.ts'
import crisisContacts from '../../../tests-catalog/crisis-contacts.json'
import { CrisisContactLinks } from '../../shared/crisis-contact-links.tsx'
import { cardSentences } from './card-sentences.ts'
import { withCrisisNumberLinks } from '../../shared/crisis-number-links.tsx'
import { activeLocale, i18n } from '../../shared/i18n.ts'

// The catalogue tests check the file against its schema; JSON imports lose only the minItems tuple.
const { card, contacts, morePlaces } = crisisContacts as CrisisContactList

export const MORE_PLACES_HEADING = msg({ message: 'More places to get help', comment: 'Safety card: heading above the crisis lines with weaker sources' })

/** The card's heading, message and button in the page's language: crisis-contacts.json's English, or its `sw` on a Kiswahili page. */
export function cardWords(locale: Locale = activeLocale()): { heading: string; message: string; therapistButton: string } {
  if (locale === 'sw' && card.sw) return card.sw
  return { heading: card.heading, message: card.message, therapistButton: card.therapistButton.text }
}

type Props = {
  /** The risk flag's text (empty for the card alone). */
  message: string
  /** The flag text's language when it is not the page's (a result kept from the other language's page). */
  messageLanguage?: Locale | undefined
  headingRef?: Ref<HTMLHeadingElement>
}

export function SafetyCard({ message, messageLanguage, headingRef }: Props) {
  const headingId = useId()
  const words = cardWords()
  const sentences = cardSentences(words.heading, message, words.message)
  return (
    <section className="card safety-card" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1} ref={headingRef}>
        {words.heading}
      </h2>
      {sentences.flag.length > 0 && <p lang={messageLanguage}>{withCrisisNumberLinks(sentences.flag.join(' '))}</p>}
      {sentences.card.length > 0 && <p>{withCrisisNumberLinks(sentences.card.join(' '))}</p>}
      <CrisisContactLinks contacts={contacts} />
      {morePlaces.length > 0 && (
        <>
          <h3>{i18n._(MORE_PLACES_HEADING)}</h3>
          <CrisisContactLinks contacts={morePlaces} />
        </>
      )}
      <Link className="button" to={card.therapistButton.link}>
        {words.therapistButton}
      </Link>
    </section>
  )
}

/** Signs that need a health worker now, shown before the score; the crisis numbers they name are tel: links. */
type DangerSignsProps = { signs: string[]; signsLanguage?: Locale | undefined; headingRef?: Ref<HTMLHeadingElement> }

export function DangerSignsCard({ signs, signsLanguage, headingRef }: DangerSignsProps) {
  const headingId = useId()
  return (
    <section className="card urgent-card" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1} ref={headingRef}>
        {t({ message: 'Please see a health worker now', comment: 'Heading of the card listing danger signs, before the score' })}
      </h2>
      <ul lang={signsLanguage}>
        {signs.map((sign) => (
          <li key={sign}>{withCrisisNumberLinks(sign)}</li>
        ))}
      </ul>
      <p>{withCrisisNumberLinks(t({ message: 'In an emergency, call 999 or 112.', comment: 'Under the danger signs; the numbers become call links' }))}</p>
    </section>
  )
}
