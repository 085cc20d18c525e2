/**
 * What is being paid for, in SPEC.md's words: an appointment ('You are paying for a virtual
 * appointment with a {product} {practitioner}, scheduled for {date}, at {time}.' and 'KES {amount}
 * for one session') or a wellness check-up ('... for the package {package name}, with sample
 * collection scheduled for {date} at {time}.' and 'Amount: KES {amount}'), each with its benefits
 * and a note on what happens next.
 */
import { i18n } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import type { ServiceData } from '#schemas/generated/service-data.ts'
import { formatClock, formatDay } from '../../shared/format-date-time.ts'
import { formatKes } from '../../shared/format-kes.ts'
import { brand } from '../../../tests-catalog/site.json'
import { packageName } from './package-name.ts'

/** SPEC's sentence reads 'with a {product} {practitioner}'; the brand starts with a vowel sound. */
const article = (word: string): string => (/^[aeiou]/i.test(word) ? 'an' : 'a')

/** The practitioner the server names (the booking schema's values), as the page's language says it. */
const practitionerMessages = {
  Doctor: msg`Doctor`,
  Nutritionist: msg`Nutritionist`,
  Psychologist: msg`Psychologist`,
} as const

const appointmentBenefits = [
  msg`A private video or voice call with a qualified practitioner, from wherever you are`,
  msg`Advice that fits your health, your history and your goals`,
  msg`Free pre-session screenings to help you prepare, unlocked once you have paid`,
  msg`A clear plan for your next steps after the session`,
]

const wellnessBenefits = [
  msg`Lab tests chosen for your package, with free sample collection at home or at the office`,
  msg`A health report that explains your results in plain words`,
  msg`A consultation with a doctor to go through your report`,
  msg`25% off the VitalCare360 lifestyle programme`,
]

/** Shown only when the value is set, so a missing date never reads 'scheduled for null'. */
const dayText = (date: string | null) => (date ? formatDay(date) : t`a date to be confirmed`)
const timeText = (time: string | null) => (time ? formatClock(time) : t`a time to be confirmed`)

function practitionerText(practitioner: string | null | undefined): string {
  const message = practitioner ? practitionerMessages[practitioner as keyof typeof practitionerMessages] : undefined
  if (message) return i18n._(message)
  return practitioner ?? t`practitioner`
}

function WellnessPayment({ service }: { service: ServiceData }) {
  const name = packageName(service.package)
  const day = dayText(service.wellness_date)
  const time = timeText(service.wellness_time)
  const amount = formatKes(service.amount)
  return (
    <>
      <p>{t`You are paying for a wellness check-up for the package ${name}, with sample collection scheduled for ${day} at ${time}.`}</p>
      <p className="checkout-amount">{t`Amount: ${amount}`}</p>
    </>
  )
}

function AppointmentPayment({ service }: { service: ServiceData }) {
  const brandName = brand.name
  const brandArticle = article(brandName)
  const practitioner = practitionerText(service.practitioner)
  const day = dayText(service.appointment_date)
  const time = timeText(service.appointment_time)
  const amount = formatKes(service.amount)
  return (
    <>
      <p>
        {t({
          message: `You are paying for a virtual appointment with ${brandArticle} ${brandName} ${practitioner}, scheduled for ${day}, at ${time}.`,
          comment: '{brandArticle} is the English article before the brand name (a or an); other languages may leave it out',
        })}
      </p>
      <p className="checkout-amount">{t`${amount} for one session`}</p>
    </>
  )
}

export function CheckoutSummary({ service }: { service: ServiceData }) {
  const wellness = service.service_type === 'Wellness'
  return (
    <>
      {/* No name: the service id is not proof of who booked (docs/decisions/031-booking-id-exposure.md). */}
      <h1>{t`Hello!`}</h1>
      {service.description ? <p className="checkout-description">{service.description}</p> : null}
      <section className="card checkout-summary" aria-labelledby="checkout-summary-heading">
        <h2 id="checkout-summary-heading">{t`Your payment`}</h2>
        {wellness ? <WellnessPayment service={service} /> : <AppointmentPayment service={service} />}
      </section>
      <section aria-labelledby="checkout-benefits-heading">
        <h2 id="checkout-benefits-heading">{t`What you get`}</h2>
        <ul className="checkout-benefits">
          {(wellness ? wellnessBenefits : appointmentBenefits).map((benefit) => (
            <li key={benefit.id}>{i18n._(benefit)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="checkout-note-heading">
        <h2 id="checkout-note-heading">{t`Good to know`}</h2>
        <p>
          {wellness
            ? t`After you pay, we will call you to confirm where and when to collect your samples. Please do not eat for 8 to 12 hours before the collection if your package includes a cholesterol or blood sugar test.`
            : t`After you pay, we will send you the link for your session. Please be somewhere quiet and private, with your phone charged, a few minutes before the time.`}{' '}
          {t`You can pay with M-Pesa or a card on the next page.`}
        </p>
      </section>
    </>
  )
}
