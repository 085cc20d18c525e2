/**
 * What is being paid for, in SPEC.md's words: an appointment ('You are paying for a virtual
 * appointment with a {product} {practitioner}, scheduled for {date}, at {time}.' and 'KES {amount}
 * for one session') or a wellness check-up ('... for the package {package name}, with sample
 * collection scheduled for {date} at {time}.' and 'Amount: KES {amount}'), each with its benefits
 * and a note on what happens next.
 */
import type { ServiceData } from '#schemas/generated/service-data.ts'
import { formatClock, formatDay } from '../../shared/format-date-time.ts'
import { formatKes } from '../../shared/format-kes.ts'
import { brand } from '../../../tests-catalog/site.json'
import { packageName } from './package-name.ts'

/** SPEC's sentence reads 'with a {product} {practitioner}'; the brand starts with a vowel sound. */
const article = (word: string): string => (/^[aeiou]/i.test(word) ? 'an' : 'a')

const appointmentBenefits = [
  'A private video or voice call with a qualified practitioner, from wherever you are',
  'Advice that fits your health, your history and your goals',
  'Free pre-session screenings to help you prepare, unlocked once you have paid',
  'A clear plan for your next steps after the session',
]

const wellnessBenefits = [
  'Lab tests chosen for your package, with free sample collection at home or at the office',
  'A health report that explains your results in plain words',
  'A consultation with a doctor to go through your report',
  '25% off the VitalCare360 lifestyle programme',
]

/** Shown only when the value is set, so a missing date never reads 'scheduled for null'. */
const dayText = (date: string | null) => (date ? formatDay(date) : 'a date to be confirmed')
const timeText = (time: string | null) => (time ? formatClock(time) : 'a time to be confirmed')

export function CheckoutSummary({ service }: { service: ServiceData }) {
  const wellness = service.service_type === 'Wellness'
  return (
    <>
      {/* No name: the service id is not proof of who booked (docs/decisions/031-booking-id-exposure.md). */}
      <h1>Hello!</h1>
      {service.description ? <p className="checkout-description">{service.description}</p> : null}
      <section className="card checkout-summary" aria-labelledby="checkout-summary-heading">
        <h2 id="checkout-summary-heading">Your payment</h2>
        {wellness ? (
          <>
            <p>
              You are paying for a wellness check-up for the package {packageName(service.package)}, with sample collection scheduled for{' '}
              {dayText(service.wellness_date)} at {timeText(service.wellness_time)}.
            </p>
            <p className="checkout-amount">Amount: {formatKes(service.amount)}</p>
          </>
        ) : (
          <>
            <p>
              You are paying for a virtual appointment with {article(brand.name)} {brand.name} {service.practitioner ?? 'practitioner'}, scheduled for{' '}
              {dayText(service.appointment_date)}, at {timeText(service.appointment_time)}.
            </p>
            <p className="checkout-amount">{formatKes(service.amount)} for one session</p>
          </>
        )}
      </section>
      <section aria-labelledby="checkout-benefits-heading">
        <h2 id="checkout-benefits-heading">What you get</h2>
        <ul className="checkout-benefits">
          {(wellness ? wellnessBenefits : appointmentBenefits).map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="checkout-note-heading">
        <h2 id="checkout-note-heading">Good to know</h2>
        <p>
          {wellness
            ? 'After you pay, we will call you to confirm where and when to collect your samples. Please do not eat for 8 to 12 hours before the collection if your package includes a cholesterol or blood sugar test.'
            : 'After you pay, we will send you the link for your session. Please be somewhere quiet and private, with your phone charged, a few minutes before the time.'}{' '}
          You can pay with M-Pesa or a card on the next page.
        </p>
      </section>
    </>
  )
}
