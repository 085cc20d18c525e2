/**
 * The booking page, /booking?productID=appointment|VitalCare360|wellness&packageID=w-...
 * (SPEC.md section 2): the form of the product named, a known wellness package as the page title,
 * and 'Not Found' for a missing or unknown productID. `crisisCard` (composed by web/app: the
 * result page's safety card) shows under the appointment's notes when they call for it (issue 17).
 * Without JavaScript the server draws this page with `noScript` (server/no-script/booking-pages.ts):
 * the appointment form posts to the page's address, and comes back with the server's error summary.
 */
import { t } from '@lingui/core/macro'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { NoScriptBookingSubmission } from '#schemas/no-script-renderer.ts'
import { AppointmentForm, appointmentSubmission } from './appointment-form.tsx'
import { bookingProduct, type BookingProduct } from './booking-catalogue.ts'
import { BookingNotFound } from './booking-not-found.tsx'
import type { NoScriptForm } from './use-booking-form.ts'
import { VitalCareForm, vitalCareSubmission } from './vitalcare-form.tsx'
import { WellnessForm, wellnessSubmission } from './wellness-form.tsx'

function heading(product: BookingProduct): { title: string; lead: string } {
  switch (product.kind) {
    case 'appointment':
      return { title: t`Book a Virtual Appointment`, lead: t`Talk to a doctor, a psychologist or a nutritionist by voice or video call.` }
    case 'vitalcare':
      return { title: t`Join the VitalCare360 Waitlist`, lead: t`Joining is free. Leave your details and our team will be in touch soon.` }
    case 'wellness':
      return {
        title: product.wellnessPackage?.title ?? t`Book a Wellness Check-up`,
        lead: t`Book your wellness check-up. Cash and Insurance Accepted; sample collection at home or at the office is free.`,
      }
  }
}

function BookingForm({ product, crisisCard, noScript }: { product: BookingProduct; crisisCard?: ReactNode; noScript?: NoScriptBooking | undefined }) {
  switch (product.kind) {
    case 'appointment':
      return <AppointmentForm crisisCard={crisisCard} noScript={noScript} />
    case 'vitalcare':
      return <VitalCareForm noScript={noScript} />
    case 'wellness':
      return <WellnessForm key={product.wellnessPackage?.packageId ?? ''} wellnessPackage={product.wellnessPackage} noScript={noScript} />
  }
}

/** The page drawn on the server for a browser without JavaScript (issue 21): where its form posts, and what the last post sent with the server's problems. */
export type NoScriptBooking = NoScriptForm

/**
 * A plain form post of the booking page at `search` (no JavaScript, issue 21), judged by the form
 * of its product as a submit with scripts is: its problems, or the call and body to send;
 * undefined when the address names no product. Runs on the server, in the page's language.
 */
export function bookingSubmission(search: string, values: Readonly<Record<string, string>>): NoScriptBookingSubmission | undefined {
  const params = new URLSearchParams(search)
  const product = bookingProduct(params.get('productID'), params.get('packageID'))
  if (!product) return undefined
  switch (product.kind) {
    case 'appointment': {
      const outcome = appointmentSubmission(values)
      return 'problems' in outcome ? outcome : { call: 'bookAppointment', body: outcome.body }
    }
    case 'vitalcare': {
      const outcome = vitalCareSubmission(values)
      return 'problems' in outcome ? outcome : { call: 'joinVitalCare', body: outcome.body }
    }
    case 'wellness': {
      const outcome = wellnessSubmission(values, product.wellnessPackage?.packageId ?? '')
      return 'problems' in outcome ? outcome : { call: 'bookWellness', body: outcome.body }
    }
  }
}

export function BookingPage({ crisisCard, noScript }: { crisisCard?: ReactNode; noScript?: NoScriptBooking } = {}) {
  const [params] = useSearchParams()
  const product = bookingProduct(params.get('productID'), params.get('packageID'))
  if (!product) return <BookingNotFound />
  const { title, lead } = heading(product)
  return (
    <main className="page booking-page">
      <h1>{title}</h1>
      <p>{lead}</p>
      <p className="hint">{t`Every field is required unless it says (optional).`}</p>
      <BookingForm key={product.kind} product={product} crisisCard={crisisCard} noScript={noScript} />
    </main>
  )
}
