/**
 * The booking page, /booking?productID=appointment|VitalCare360|wellness&packageID=w-...
 * (SPEC.md section 2): the form of the product named, a known wellness package as the page title,
 * and 'Not Found' for a missing or unknown productID. `crisisCard` (composed by web/app: the
 * result page's safety card) shows under the appointment's notes when they call for it (issue 17).
 */
import { t } from '@lingui/core/macro'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import { AppointmentForm } from './appointment-form.tsx'
import { bookingProduct, type BookingProduct } from './booking-catalogue.ts'
import { BookingNotFound } from './booking-not-found.tsx'
import { VitalCareForm } from './vitalcare-form.tsx'
import { WellnessForm } from './wellness-form.tsx'

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

function BookingForm({ product, crisisCard }: { product: BookingProduct; crisisCard?: ReactNode }) {
  switch (product.kind) {
    case 'appointment':
      return <AppointmentForm crisisCard={crisisCard} />
    case 'vitalcare':
      return <VitalCareForm />
    case 'wellness':
      return <WellnessForm key={product.wellnessPackage?.packageId ?? ''} wellnessPackage={product.wellnessPackage} />
  }
}

export function BookingPage({ crisisCard }: { crisisCard?: ReactNode } = {}) {
  const [params] = useSearchParams()
  const product = bookingProduct(params.get('productID'), params.get('packageID'))
  if (!product) return <BookingNotFound />
  const { title, lead } = heading(product)
  return (
    <main className="page booking-page">
      <h1>{title}</h1>
      <p>{lead}</p>
      <p className="hint">{t`Every field is required unless it says (optional).`}</p>
      <BookingForm key={product.kind} product={product} crisisCard={crisisCard} />
    </main>
  )
}
