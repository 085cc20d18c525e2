/**
 * The mail texts: what each says, that links follow PUBLIC_BASE_URL, that subjects carry no
 * personal data, and that a typed value cannot add lines or headers.
 */
import { describe, expect, it } from 'vitest'
import {
  bookingConfirmationMail,
  bookingOperationsNoticeMail,
  paymentReceivedMail,
  shortReference,
  subscribeConfirmationMail,
  type BookingMailDetails,
} from './templates.ts'
import { loadConfig } from '../config.ts'

const serviceId = '3f2b8c1e-9d4a-4e6b-8f00-1a2b3c4d5e6f'
const appointment: BookingMailDetails = {
  serviceId,
  serviceType: 'Appointment',
  firstName: 'Wanjiku',
  practitioner: 'Doctor',
  modeOfConsultation: 'Video call',
  date: '2026-05-05',
  time: '10:30',
  amountKes: 4000,
  paymentMode: 'payNow',
}
const links = { publicBaseUrl: new URL('https://afyahub.example/ke') }

describe('the signature', () => {
  it('gives the contact details the site is configured with (SITE_PHONE, SITE_EMAIL), not the placeholders', () => {
    const settings = loadConfig({ SITE_PHONE: '0712345678', SITE_EMAIL: 'care@afyahub.co.ke' }).siteContacts
    for (const mail of [subscribeConfirmationMail('amina@example.com', { ...links, siteContacts: settings }), bookingConfirmationMail('amina@example.com', appointment, { ...links, siteContacts: settings })]) {
      expect(mail.body).toContain('+254 712 345 678 | care@afyahub.co.ke')
      expect(mail.body).not.toContain('afyahub.example |')
    }
  })
})

describe('subscribeConfirmationMail', () => {
  it('thanks the subscriber, links to the tests under the site address and says how to stop', () => {
    const mail = subscribeConfirmationMail('amina@example.com', links)
    expect(mail).toMatchObject({ kind: 'subscribe-confirmation', recipient: 'amina@example.com', subject: 'You are subscribed to Afya Hub updates' })
    expect(mail.body).toContain('Thank you for subscribing!')
    expect(mail.body).toContain('https://afyahub.example/ke/categories')
    expect(mail.body).toContain('reply to this email and we will remove your address')
    expect(mail.body).toContain('999 or 112')
  })

  it('leaves the link out when the site address is not configured', () => {
    expect(subscribeConfirmationMail('amina@example.com').body).not.toMatch(/https?:/)
  })
})

describe('bookingConfirmationMail', () => {
  it('gives an appointment its details, the amount in KES, the checkout link and a reference', () => {
    const mail = bookingConfirmationMail('wanjiku@example.co.ke', appointment, links)
    expect(mail).toMatchObject({ kind: 'booking-confirmation', subject: 'Your Afya Hub booking is received' })
    expect(mail.body).toMatch(/^Hello Wanjiku,/)
    expect(mail.body).toContain('Service: Virtual consultation\nPractitioner: Doctor\nConsultation by: Video call')
    expect(mail.body).toMatch(/Date: Tuesday,? 5 May 2026\nTime: 10:30 \(Kenyan time\)/)
    expect(mail.body).toContain('Amount: Ksh\u00a04,000')
    expect(mail.body).toContain(`Pay or check your booking here: https://afyahub.example/ke/checkout/${serviceId}`)
    expect(mail.body).toContain('Reference: 3F2B8C1E')
    expect(mail.body).toContain('If you did not make this booking, reply to this email and we will remove it.')
  })

  it.each([
    ['paid by insurance', { paymentMode: 'Insurance' }],
    ['free', { amountKes: 0 }],
  ])('gives no checkout link for a booking %s', (_, change) => {
    const mail = bookingConfirmationMail('a@example.com', { ...appointment, ...change }, links)
    expect(mail.body).not.toMatch(/checkout|https?:/)
    expect(mail.body).toContain('Reference: 3F2B8C1E')
  })

  it('gives no checkout link when the site address is not configured', () => {
    const mail = bookingConfirmationMail('a@example.com', appointment)
    expect(mail.body).not.toMatch(/checkout|https?:/)
    expect(mail.body).toContain('Amount: Ksh\u00a04,000')
  })

  it('names a wellness package and its collection date', () => {
    const mail = bookingConfirmationMail('a@example.com', { ...appointment, serviceType: 'Wellness', practitioner: null, modeOfConsultation: null, packageName: 'Afya Fahari Wellness Package', amountKes: 3000 }, links)
    expect(mail.body).toContain('Service: Wellness check-up\nPackage: Afya Fahari Wellness Package')
    expect(mail.body).toContain('Amount: Ksh\u00a03,000')
  })

  it('tells a VitalCare360 wait-list sign-up that the team will be in touch, with nothing to pay', () => {
    const mail = bookingConfirmationMail('a@example.com', { serviceId, serviceType: 'VitalCare', firstName: 'Otieno', amountKes: 0 }, links)
    expect(mail.subject).toBe('You are on the Afya Hub VitalCare360 wait-list')
    expect(mail.body).toContain('You have joined the VitalCare360 wait-list. Our team will be in touch soon.')
    expect(mail.body).not.toMatch(/Ksh|Amount|checkout/)
  })

  it('keeps a typed name on its line and out of the subject', () => {
    const mail = bookingConfirmationMail('a@example.com', { ...appointment, firstName: 'Amina\r\nBcc: victim@example.com\u2028x' }, links)
    expect(mail.body.split('\n')[0]).toBe('Hello Amina Bcc: victim@example.com x,')
    expect(mail.subject).not.toContain('Amina')
  })
})

describe('bookingOperationsNoticeMail', () => {
  it('gives operations what to plan and the reference, and no name or contact details', () => {
    const mail = bookingOperationsNoticeMail('operations@afyahub.example', appointment)
    expect(mail).toMatchObject({ kind: 'booking-operations-notice', recipient: 'operations@afyahub.example', subject: 'New Appointment booking 3F2B8C1E for 2026-05-05 10:30' })
    expect(mail.body).toContain('Practitioner: Doctor')
    expect(mail.body).toContain('Amount: Ksh\u00a04,000\nPayment: payNow')
    expect(mail.body).toContain(`Reference: 3F2B8C1E (service id ${serviceId})`)
    expect(mail.body).not.toContain('Wanjiku')
  })

  it('tells operations how a wellness sample is collected and how it is paid, cleaned of line breaks', () => {
    const wellness: BookingMailDetails = {
      ...appointment,
      serviceType: 'Wellness',
      practitioner: null,
      modeOfConsultation: null,
      packageName: 'Afya Fahari Wellness Package',
      time: '08:00',
      paymentMode: 'Cash',
      cashPaymentOption: 'later\nBcc: x@example.com',
      collectionPreference: 'Home',
    }
    const mail = bookingOperationsNoticeMail('operations@afyahub.example', wellness)
    expect(mail.body).toContain('Package: Afya Fahari Wellness Package')
    expect(mail.body).toContain('Payment: Cash (later Bcc: x@example.com)\nSample collection: Home')
    expect(mail.body).not.toMatch(/checkout|https?:/)
  })
})

describe('shortReference', () => {
  it('is the first 8 hex digits of the id, upper case', () => {
    expect(shortReference(serviceId)).toBe('3F2B8C1E')
  })
})

describe('a visitor mail in Kiswahili (issue 20)', () => {
  it('writes the booking confirmation in the language booked in, with the date and shillings through Intl sw-KE and the Kiswahili checkout page', () => {
    const mail = bookingConfirmationMail('wanjiku@example.co.ke', appointment, links, 'sw')
    expect(mail.subject).toBe('Tumepokea miadi yako ya Afya Hub')
    expect(mail.body).toMatch(/^Habari Wanjiku,/)
    expect(mail.body).toContain('Huduma: Mashauriano ya mtandaoni\nMtaalamu: Daktari\nMashauriano kwa: Simu ya video')
    // The East African way beside the 24-hour clock: a bare 10:30 would read as 4:30 in the afternoon.
    expect(mail.body).toContain('Tarehe: Jumanne, 5 Mei 2026\nSaa: 4:30 asubuhi (10:30) (saa za Kenya)')
    expect(mail.body).toContain('Kiasi: Ksh\u00a04,000')
    expect(mail.body).toContain(`https://afyahub.example/ke/sw/checkout/${serviceId}`)
    expect(mail.body).toContain('Nambari ya kumbukumbu: 3F2B8C1E')
    expect(mail.body).toContain('piga simu 999 au 112')
    expect(mail.body).not.toMatch(/Thank you|Hello|Reference|Amount/)
  })

  it('writes the subscribe confirmation and links to the Kiswahili categories page', () => {
    const mail = subscribeConfirmationMail('amina@example.com', links, 'sw')
    expect(mail.subject).toBe('Umejiandikisha kupokea habari za Afya Hub')
    expect(mail.body).toContain('https://afyahub.example/ke/sw/categories')
    expect(mail.body).toContain('Asante kwa kujiandikisha!')
  })

  it('writes the payment mail in the language booked in', () => {
    const mail = paymentReceivedMail('a@example.com', { firstName: 'Otieno', amountKes: 2500, paymentReference: 'ref-1' }, {}, 'sw')
    expect(mail).toMatchObject({ kind: 'payment-receipt', subject: 'Tumepokea malipo yako' })
    expect(mail.body).toContain('Asante: tumepokea malipo yako ya Ksh\u00a02,500.')
    expect(mail.body).toContain('Nambari ya kumbukumbu ya malipo: ref-1')
  })

  it('keeps the operations notice in English for the staff, saying the person reads Kiswahili', () => {
    const mail = bookingOperationsNoticeMail('operations@afyahub.example', { ...appointment, language: 'sw' })
    expect(mail.body).toContain('Service: Virtual consultation\nPractitioner: Doctor')
    expect(mail.body).toContain("Language: sw (the person's mails are in it)")
  })
})
