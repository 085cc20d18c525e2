/**
 * /payment/receipt?OrderMerchantReference=&OrderTrackingId= ('Download Your Receipt'): a printable receipt of a
 * paid booking, with a button that opens the browser's print dialog, where 'Save as PDF' makes a
 * file. The facts come from the server (only for a paid booking, never contact details); the
 * print stylesheet shows the receipt alone.
 */
import { i18n } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { Link, useSearchParams } from 'react-router-dom'
import type { PaymentReceipt } from '#schemas/generated/payment-receipt.ts'
import { formatClock, formatDay, formatMoment } from '../../shared/format-date-time.ts'
import { formatKes } from '../../shared/format-kes.ts'
import { intlLocale } from '../../shared/i18n.ts'
import { useDocumentTitle } from '../../shared/use-document-title.ts'
import { brand } from '../../../tests-catalog/site.json'
import { contact } from '../../shared/site-contacts.ts'
import { PageLoadStatus } from '../../shared/page-load-status.tsx'
import { usePageLoad } from '../../shared/use-page-load.ts'
import { fetchReceipt, paymentLinkOf, paymentQuery, receiptFailedMessage } from './payment-api.ts'

export const incompleteLinkMessage = msg`This receipt link is incomplete. Please open it again from your confirmation page.`
export const receiptTitle = msg`Payment receipt`

export function ReceiptPage() {
  useDocumentTitle(i18n._(receiptTitle))
  const [query] = useSearchParams()
  const payment = paymentLinkOf(query)
  const search = payment ? paymentQuery(payment) : ''
  return <ReceiptLoader key={search} payment={payment} search={search} />
}

function ReceiptLoader({ payment, search }: { payment: ReturnType<typeof paymentLinkOf>; search: string }) {
  const load = usePageLoad(() => fetchReceipt(payment!), {
    fallbackMessage: i18n._(receiptFailedMessage),
    unavailable: payment ? undefined : { message: i18n._(incompleteLinkMessage), retryable: false },
  })
  return (
    <PageLoadStatus load={load} title={i18n._(receiptTitle)} loadingText={t`Loading your receipt...`}>
      {(receipt) => <PrintableReceipt receipt={receipt} search={search} />}
    </PageLoadStatus>
  )
}

/** `printButton`: false on the page drawn without JavaScript (issue 21), where the browser's own Print does it. */
export function PrintableReceipt({ receipt, search, printButton = true }: { receipt: PaymentReceipt; search: string; printButton?: boolean }) {
  return (
    <main className="page">
      <Receipt receipt={receipt} />
      <div className="button-row receipt-actions">
        {printButton && (
          <button type="button" className="button" onClick={() => window.print()}>
            {t`Print or save as PDF`}
          </button>
        )}
        <Link className="button button-secondary" to={`/payment/confirmation?${search}`}>
          {t`Back to your confirmation`}
        </Link>
      </div>
      <p className="receipt-hint">{t`To keep a file, choose ‘Save as PDF’ as the printer in the print dialog.`}</p>
    </main>
  )
}

/** 'Monday, 2 March 2026, at 2:30 PM' in the page's language; undefined without a date. */
function sessionText(date: string | null, time: string | null): string | undefined {
  if (!date) return undefined
  const day = formatDay(date)
  if (!time) return day
  const clock = formatClock(time)
  return t({ message: `${day}, at ${clock}`, comment: 'Receipt: the day and the time of the session' })
}

/** The receipt itself (also drawn by the server without JavaScript, issue 21). */
export function Receipt({ receipt }: { receipt: PaymentReceipt }) {
  const amount = receipt.currency === 'KES' ? formatKes(receipt.amount) : `${receipt.currency} ${new Intl.NumberFormat(intlLocale()).format(receipt.amount)}`
  const facts: [string, string | null | undefined][] = [
    [t`Receipt number`, receipt.receipt_number],
    [t`Date paid`, formatMoment(receipt.paid_at)],
    [t`Received from`, receipt.first_name],
    [t({ message: 'For', comment: 'Receipt: what was paid for' }), receipt.description],
    [receipt.service_type === 'Wellness' ? t`Sample collection` : t`Session`, sessionText(receipt.session_date, receipt.session_time)],
    [t`Amount paid`, amount],
    [t`Payment method`, receipt.payment_method],
    [t`Confirmation code`, receipt.confirmation_code],
    [t`Payment reference`, receipt.payment_reference],
    [t`Provider tracking id`, receipt.provider_reference],
  ]
  return (
    <article className="receipt" aria-labelledby="receipt-heading">
      <p className="receipt-brand">
        {brand.name}
        <span className="receipt-company">
          {brand.parentCompany}, {contact.address} &middot; {contact.email} &middot; {contact.phone.display}
        </span>
      </p>
      <h1 id="receipt-heading">{i18n._(receiptTitle)}</h1>
      <dl className="receipt-facts">
        {facts
          .filter((fact): fact is [string, string] => Boolean(fact[1]))
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <p className="receipt-status">{t`Paid in full. Thank you.`}</p>
    </article>
  )
}
