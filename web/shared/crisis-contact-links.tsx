/**
 * The crisis contacts as one-tap tel: links, each with its service, numbers (and any note) and
 * hours: the one list the result page's safety card, the therapist page and the assistant's crisis
 * card all show. Every text is rendered as text.
 */
type Contact = {
  service: string
  hours?: string
  numbers: readonly { tel: string; display: string; note?: string }[]
}

export function CrisisContactLinks({ contacts }: { contacts: readonly Contact[] }) {
  return (
    <ul className="contact-list">
      {contacts.map((contact) => (
        <li key={contact.service}>
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
          {contact.hours && <span className="contact-hours">Hours: {contact.hours}</span>}
        </li>
      ))}
    </ul>
  )
}
