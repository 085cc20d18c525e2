/** One screening: its title and description, then 'Completed' (a tick and the word) or a 'Take the Test' link that remembers the booking, when there is one. */
import { t } from '@lingui/core/macro'
import { Link } from 'react-router-dom'
import type { ServiceData } from '#schemas/generated/service-data.ts'

import type { Locale } from '#schemas/locales.ts'
import { activeLocale } from '../../shared/i18n.ts'

/** `language`: the language of the title and description, when known (a test with no Kiswahili version keeps its English on a Kiswahili page). */
type Screening = Pick<ServiceData['screenings'][number], 'routeSlug' | 'title' | 'description'> & { completed?: boolean; language?: Locale }

export function ScreeningCard({ screening, serviceId }: { screening: Screening; serviceId?: string }) {
  const textLanguage = screening.language && screening.language !== activeLocale() ? screening.language : undefined
  return (
    <li className="card screening-card">
      <h2 lang={textLanguage}>{screening.title}</h2>
      <p lang={textLanguage}>{screening.description}</p>
      {screening.completed ? (
        <p className="screening-done">
          <span aria-hidden="true">✓</span> {t({ message: 'Completed', comment: 'A screening already taken' })}
        </p>
      ) : (
        // The booking travels in navigation state, not the address, so the test page can mark it completed.
        <Link className="button" to={`/tests/${screening.routeSlug}`} state={serviceId ? { screeningFor: serviceId } : undefined}>
          {t({ message: 'Take the Test', comment: 'Button on a screening card' })}
          <span className="visually-hidden">: {screening.title}</span>
        </Link>
      )}
    </li>
  )
}
