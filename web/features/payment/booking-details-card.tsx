/**
 * What the confirmation page says about the paid booking (issue 22 part 5): what was booked, when
 * (Nairobi, through the shared formatters), how it happens, how to prepare, and how to change it:
 * the manage link (`POST /api/manage/link`, whose token rides in the address's fragment, decision
 * 073). Reads the booking with the service data call the checkout uses; shows nothing it could not load.
 */
import { t } from '@lingui/core/macro'
import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { manageCalls } from '#schemas/manage-calls.ts'
import { apiHeaders } from '#schemas/api-contract.ts'
import type { ServiceData } from '#schemas/generated/service-data.ts'
import { callApi } from '../../shared/api-client.ts'
import { formatClock, formatDay } from '../../shared/format-date-time.ts'
import { activeLocale } from '../../shared/i18n.ts'

async function manageLinkFor(serviceId: string): Promise<string | undefined> {
  try {
    const response = await fetch(manageCalls.manageLink.path, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', [apiHeaders.language]: activeLocale() },
      body: JSON.stringify({ service_id: serviceId }),
    })
    const answer = (await response.json()) as { path?: unknown }
    return response.ok && typeof answer.path === 'string' ? answer.path : undefined
  } catch {
    return undefined
  }
}

function whatWasBooked(service: ServiceData): string {
  if (service.service_type === 'Wellness') return service.description ?? t`Wellness package`
  const who = { Doctor: t`a doctor`, Psychologist: t`a psychologist`, Nutritionist: t`a nutritionist` }[service.practitioner ?? ''] ?? service.practitioner ?? ''
  return t`Virtual consultation with ${who}`
}

/** `loaded`: the booking as the server already read it (a page drawn without JavaScript, issue 21), so nothing is fetched and no manage link is made (it needs a script to ask for it). */
export function BookingDetailsCard({ serviceId, loaded }: { serviceId: string; loaded?: ServiceData | undefined }) {
  const [fetched, setService] = useState<ServiceData>()
  const [managePath, setManagePath] = useState<string>()
  const service = loaded ?? fetched
  useEffect(() => {
    if (loaded) return
    let current = true
    void callApi('serviceData', { query: { service_id: serviceId } }).then((result) => current && result.ok && setService(result.answer))
    void manageLinkFor(serviceId).then((path) => current && setManagePath(path))
    return () => {
      current = false
    }
  }, [serviceId, loaded])
  if (!service) return null
  const date = service.appointment_date ?? service.wellness_date
  const time = service.appointment_time ?? service.wellness_time
  const wellness = service.service_type === 'Wellness'
  return (
    <section className="card" aria-labelledby="booking-details">
      <h2 id="booking-details">{t`Your booking`}</h2>
      <dl>
        <dt>{t`What`}</dt>
        <dd>{whatWasBooked(service)}</dd>
        {date && time && (
          <>
            <dt>{t`When (Kenyan time)`}</dt>
            <dd>
              {formatDay(date)}, {formatClock(time)}
            </dd>
          </>
        )}
        <dt>{t`How`}</dt>
        <dd>{wellness ? t`Our team collects your sample at the place and time you chose.` : t`By the video call or voice call you chose: we send the video link, or the practitioner calls the phone number you booked with, at this time.`}</dd>
        <dt>{t`How to prepare`}</dt>
        <dd>{wellness ? t`Unless we tell you otherwise, do not eat for 8 hours before a blood sample; water is fine.` : t`Find a quiet, private place, charge your phone, and note your questions and the medicines you take.`}</dd>
      </dl>
      {managePath && (
        <p>
          {t`To move or cancel it (full refund until 24 hours before), or to add a note:`}{' '}
          <Link to={managePath}>{t`Manage my booking`}</Link>
        </p>
      )}
    </section>
  )
}
