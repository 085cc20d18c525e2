/**
 * The crisis contacts as one-tap tel: links, each with its service, numbers and, where a source
 * gives them, hours: the one list the result page's safety card, the offline page, the therapist
 * page and the assistant's crisis card all show. A contact without hours shows none: no
 * placeholder ("not confirmed") is ever shown to a visitor (decision 043). Each service is named
 * in the page's language (crisis-contacts.json gives each its Kiswahili name); `withSwahili` adds
 * the Kiswahili name under the English on an English page (the offline page). Every text is
 * rendered as text.
 */
import { t } from '@lingui/core/macro'
import { activeLocale } from './i18n.ts'

type Contact = {
  service: string
  sw?: { service: string }
  hours?: string
  numbers: readonly { tel: string; display: string }[]
}

/** 'Hours: 24/7' in the page's language. */
function hoursOf(hours: string): string {
  return t`Hours: ${hours}`
}

export function CrisisContactLinks({ contacts, withSwahili = false }: { contacts: readonly Contact[]; withSwahili?: boolean }) {
  const swahiliPage = activeLocale() === 'sw'
  return (
    <ul className="contact-list">
      {contacts.map((contact) => (
        <li key={contact.service}>
          <span className="contact-service">{swahiliPage && contact.sw ? contact.sw.service : contact.service}</span>
          {withSwahili && !swahiliPage && contact.sw && (
            <span className="contact-service" lang="sw">
              {contact.sw.service}
            </span>
          )}
          <span className="contact-numbers">
            {contact.numbers.map((number) => (
              <a key={number.tel} className="tel-link" href={`tel:${number.tel}`}>
                <span className="visually-hidden">{t({ message: 'Call', comment: 'Before a crisis line phone number, read by screen readers: Call 1195' })}</span> {number.display}
              </a>
            ))}
          </span>
          {contact.hours && <span className="contact-hours">{hoursOf(contact.hours)}</span>}
        </li>
      ))}
    </ul>
  )
}
