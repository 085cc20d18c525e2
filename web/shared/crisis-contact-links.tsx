/**
 * The crisis contacts as one-tap tel: links, each with its service, numbers and, where a source
 * gives them, hours: the one list the result page's safety card, the offline page, the therapist
 * page and the assistant's crisis card all show. A contact without hours shows none: no
 * placeholder ("not confirmed") is ever shown to a visitor (decision 043). `withSwahili` adds the
 * service's Kiswahili name under the English (the offline page). Every text is rendered as text.
 */
type Contact = {
  service: string
  sw?: { service: string }
  hours?: string
  numbers: readonly { tel: string; display: string }[]
}

export function CrisisContactLinks({ contacts, withSwahili = false }: { contacts: readonly Contact[]; withSwahili?: boolean }) {
  return (
    <ul className="contact-list">
      {contacts.map((contact) => (
        <li key={contact.service}>
          <span className="contact-service">{contact.service}</span>
          {withSwahili && contact.sw && (
            <span className="contact-service" lang="sw">
              {contact.sw.service}
            </span>
          )}
          <span className="contact-numbers">
            {contact.numbers.map((number) => (
              <a key={number.tel} className="tel-link" href={`tel:${number.tel}`}>
                <span className="visually-hidden">Call</span> {number.display}
              </a>
            ))}
          </span>
          {contact.hours && <span className="contact-hours">Hours: {contact.hours}</span>}
        </li>
      ))}
    </ul>
  )
}
