/** One screening: its title and description, then 'Completed' (a tick and the word) or a 'Take the Test' link that remembers the booking, when there is one. */
import { Link } from 'react-router-dom'
import type { ServiceData } from '#schemas/generated/service-data.ts'

type Screening = Pick<ServiceData['screenings'][number], 'routeSlug' | 'title' | 'description'> & { completed?: boolean }

export function ScreeningCard({ screening, serviceId }: { screening: Screening; serviceId?: string }) {
  return (
    <li className="card screening-card">
      <h2>{screening.title}</h2>
      <p>{screening.description}</p>
      {screening.completed ? (
        <p className="screening-done">
          <span aria-hidden="true">✓</span> Completed
        </p>
      ) : (
        // The booking travels in navigation state, not the address, so the test page can mark it completed.
        <Link className="button" to={`/tests/${screening.routeSlug}`} state={serviceId ? { screeningFor: serviceId } : undefined}>
          Take the Test
          <span className="visually-hidden">: {screening.title}</span>
        </Link>
      )}
    </li>
  )
}
