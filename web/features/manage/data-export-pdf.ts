/**
 * "Everything we hold about you" as a readable PDF, drawn on the device from the export's JSON
 * with pdf-lib (decision 086): the server never makes or keeps a PDF of someone's record. Loaded
 * only when asked for. Helvetica, the font every reader has (as the full report, decision 076):
 * a character it cannot draw is written as its plain letter, else "?". The words are the page's,
 * in its language.
 */
import { t } from '@lingui/core/macro'
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import type { DataExport } from '#schemas/generated/data-export.ts'
import type { Locale } from '#schemas/locales.ts'

type Line = { text: string; size: number; bold?: boolean; indent?: number; before?: number }

const PAGE = { width: 595.28, height: 841.89 }
const MARGIN = 56
const INK = rgb(0.1, 0.1, 0.12)

function drawable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet())
  return Array.from(text.replace(/\s+/g, ' '), (character) => {
    if (known.has(character.codePointAt(0)!)) return character
    const plain = character.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
    return plain && Array.from(plain).every((part) => known.has(part.codePointAt(0)!)) ? plain : '?'
  }).join('')
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate
      continue
    }
    if (line) lines.push(line)
    let rest = word
    while (font.widthOfTextAtSize(rest, size) > width) {
      let cut = rest.length - 1
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1
      lines.push(rest.slice(0, cut))
      rest = rest.slice(cut)
    }
    line = rest
  }
  if (line) lines.push(line)
  return lines
}

const when = (iso: string | null | undefined) => (iso ? iso.replace('T', ' ').slice(0, 16) + ' UTC' : '-')
const orDash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '-' : String(value))

/** The lines of the document, in reading order. */
export function exportLines(data: DataExport): Line[] {
  const lines: Line[] = []
  const heading = (text: string) => lines.push({ text, size: 13, bold: true, before: 12 })
  const sub = (text: string) => lines.push({ text, size: 10.5, bold: true, before: 6 })
  const field = (label: string, value: string | number | null | undefined) => lines.push({ text: `${label}: ${orDash(value)}`, size: 10, indent: 10 })
  const none = () => lines.push({ text: t`None.`, size: 10, indent: 10 })

  lines.push({ text: t`Everything we hold about you`, size: 17, bold: true })
  lines.push({ text: t`Made on ${when(data.generatedAt)}, opened with booking ${data.openedWith}.`, size: 10, before: 4 })
  lines.push({ text: data.howFound, size: 10 })

  heading(t`Bookings`)
  if (data.bookings.length === 0) none()
  for (const booking of data.bookings) {
    sub(t`Booking ${booking.reference}`)
    field(t`Made on`, when(booking.madeAt))
    field(t`Service`, booking.serviceType)
    field(t`First name`, booking.contact.firstName)
    field(t`Last name`, booking.contact.lastName)
    field(t`E-mail`, booking.contact.email)
    field(t`Phone`, booking.contact.phone)
    field(t`Practitioner`, booking.practitioner)
    field(t`How`, booking.modeOfConsultation)
    field(t`Package`, booking.package)
    field(t`Date and time (Kenyan time)`, booking.date ? `${booking.date} ${booking.time ?? ''}` : null)
    field(t`Collection`, booking.collectionPreference)
    field(t`Location`, booking.location)
    field(t`Coordinates`, booking.coordinates)
    field(t`Sex`, booking.sex)
    field(t`Notes in the booking form`, booking.notesAtBooking)
    for (const note of booking.notesAdded) field(t`Note added ${when(note.addedAt)}`, note.note)
    field(t`Uploaded file`, booking.attachment ? `${booking.attachment.contentType}, ${booking.attachment.sizeBytes} B` : null)
    for (const screening of booking.screeningsCompleted) field(t`Screening finished ${when(screening.completedAt)}`, screening.test)
    field(t`Price (KES)`, booking.amountKes)
    field(t`Paid`, booking.paid ? when(booking.paidAt) : t`No`)
    field(t`Cancelled`, booking.cancelledAt ? when(booking.cancelledAt) : t`No`)
  }

  heading(t`Payments`)
  if (data.payments.length === 0) none()
  for (const payment of data.payments) {
    sub(t`Payment for booking ${payment.bookingReference}`)
    field(t`Amount`, `${payment.amountKes} ${payment.currency}`)
    field(t`Status`, payment.status)
    field(t`Started`, when(payment.createdAt))
    for (const attempt of payment.attempts) field(t`Attempt ${attempt.merchantReference}`, `${attempt.status}, ${orDash(attempt.paymentMethod)}, ${orDash(attempt.confirmationCode)}`)
    for (const refund of payment.refunds) field(t`Refund asked ${when(refund.askedAt)}`, `${refund.amountKes} KES, ${refund.status}`)
  }

  heading(t`Results you shared`)
  if (data.sharedResults.length === 0) none()
  for (const shared of data.sharedResults) {
    sub(t`Shared with booking ${shared.bookingReference}`)
    field(t`Test`, shared.testCode)
    field(t`Withdrawn`, shared.withdrawnAt ? when(shared.withdrawnAt) : t`No`)
    if (shared.content) lines.push({ text: JSON.stringify(shared.content), size: 9, indent: 10 })
  }

  heading(t`Mails we wrote to you`)
  if (data.mails.length === 0) none()
  for (const mail of data.mails) {
    sub(`${mail.subject} (${when(mail.writtenAt)})`)
    field(t`Sent`, mail.sentAt ? when(mail.sentAt) : t`Not yet`)
    if (mail.body) for (const paragraph of mail.body.split('\n')) if (paragraph.trim() !== '') lines.push({ text: paragraph, size: 9, indent: 10 })
  }

  heading(t`SMS we wrote to you`)
  if (data.sms.length === 0) none()
  for (const text of data.sms) {
    sub(`${text.kind} (${when(text.writtenAt)})`)
    field(t`Sent`, text.sentAt ? when(text.sentAt) : t`Not yet`)
    if (text.text) lines.push({ text: text.text, size: 9, indent: 10 })
  }

  heading(t`Consents you gave`)
  if (data.consents.length === 0) none()
  for (const consent of data.consents) field(consent.about === 'booking' ? t`Booking ${consent.bookingReference}` : t`Result shared with booking ${consent.bookingReference}`, t`notice version ${consent.version}, ${when(consent.givenAt)}`)
  return lines
}

export async function dataExportPdf(data: DataExport, language: Locale): Promise<Uint8Array> {
  const document = await PDFDocument.create()
  document.setTitle(t`Everything we hold about you`)
  document.setLanguage(language === 'sw' ? 'sw-KE' : 'en-KE')
  document.setProducer('pdf-lib')
  const regular = await document.embedFont(StandardFonts.Helvetica)
  const bold = await document.embedFont(StandardFonts.HelveticaBold)
  let page: PDFPage = document.addPage([PAGE.width, PAGE.height])
  let y = PAGE.height - MARGIN
  for (const line of exportLines(data)) {
    const font = line.bold ? bold : regular
    const indent = line.indent ?? 0
    y -= line.before ?? 0
    for (const part of wrap(drawable(line.text, font), font, line.size, PAGE.width - 2 * MARGIN - indent)) {
      if (y - line.size * 1.3 < MARGIN) {
        page = document.addPage([PAGE.width, PAGE.height])
        y = PAGE.height - MARGIN
      }
      y -= line.size * 1.3
      page.drawText(part, { x: MARGIN + indent, y, size: line.size, font, color: INK })
    }
  }
  const pages = document.getPages()
  pages.forEach((each, index) => {
    const footer = drawable(t`Page ${index + 1} of ${pages.length}`, regular)
    each.drawText(footer, { x: PAGE.width - MARGIN - regular.widthOfTextAtSize(footer, 8), y: MARGIN / 2, size: 8, font: regular, color: INK })
  })
  return document.save()
}
