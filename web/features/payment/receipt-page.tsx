/**
 * /payment/receipt?OrderMerchantReference=&OrderTrackingId= ('Download Your Receipt'): a printable receipt of a
 * paid booking, with a button that opens the browser's print dialog, where 'Save as PDF' makes a
 * file. The facts come from the server (only for a paid booking, never contact details); the
 * print stylesheet shows the receipt alone.
 */
import { Link, useSearchParams } from 'react-router-dom'
import type { PaymentReceipt } from '#schemas/generated/payment-receipt.ts'
import { formatClock, formatDay, formatMoment } from '../../shared/format-date-time.ts'
import { formatKes } from '../../shared/format-kes.ts'
import { useDocumentTitle } from '../../shared/use-document-title.ts'
import { brand } from '../../../tests-catalog/site.json'
import { contact } from '../../shared/site-contacts.ts'
import { PageLoadStatus } from '../../shared/page-load-status.tsx'
import { usePageLoad } from '../../shared/use-page-load.ts'
import { fetchReceipt, paymentLinkOf, paymentQuery } from './payment-api.ts'

const incompleteLinkMessage = 'This receipt link is incomplete. Please open it again from your confirmation page.'

export function ReceiptPage() {
  useDocumentTitle('Payment receipt')
  const [query] = useSearchParams()
  const payment = paymentLinkOf(query)
  const search = payment ? paymentQuery(payment) : ''
  return <ReceiptLoader key={search} payment={payment} search={search} />
}

function ReceiptLoader({ payment, search }: { payment: ReturnType<typeof paymentLinkOf>; search: string }) {
  const load = usePageLoad(() => fetchReceipt(payment!), {
    fallbackMessage: 'We could not load your receipt. Please try again.',
    unavailable: payment ? undefined : { message: incompleteLinkMessage, retryable: false },
  })
  return (
    <PageLoadStatus load={load} title="Payment receipt" loadingText="Loading your receipt...">
      {(receipt) => <PrintableReceipt receipt={receipt} search={search} />}
    </PageLoadStatus>
  )
}

function PrintableReceipt({ receipt, search }: { receipt: PaymentReceipt; search: string }) {
  return (
    <main className="page">
      <Receipt receipt={receipt} />
      <div className="button-row receipt-actions">
        <button type="button" className="button" onClick={() => window.print()}>
          Print or save as PDF
        </button>
        <Link className="button button-secondary" to={`/payment/confirmation?${search}`}>
          Back to your confirmation
        </Link>
      </div>
      <p className="receipt-hint">To keep a file, choose &lsquo;Save as PDF&rsquo; as the printer in the print dialog.</p>
    </main>
  )
}

function Receipt({ receipt }: { receipt: PaymentReceipt }) {
  const session = receipt.session_date
    ? `${formatDay(receipt.session_date)}${receipt.session_time ? `, at ${formatClock(receipt.session_time)}` : ''}`
    : undefined
  const facts: [string, string | null | undefined][] = [
    ['Receipt number', receipt.receipt_number],
    ['Date paid', formatMoment(receipt.paid_at)],
    ['Received from', receipt.first_name],
    ['For', receipt.description],
    [receipt.service_type === 'Wellness' ? 'Sample collection' : 'Session', session],
    ['Amount paid', receipt.currency === 'KES' ? formatKes(receipt.amount) : `${receipt.currency} ${receipt.amount}`],
    ['Payment method', receipt.payment_method],
    ['Confirmation code', receipt.confirmation_code],
    ['Payment reference', receipt.payment_reference],
    ['Provider tracking id', receipt.provider_reference],
  ]
  return (
    <article className="receipt" aria-labelledby="receipt-heading">
      <p className="receipt-brand">
        {brand.name}
        <span className="receipt-company">
          {brand.parentCompany}, {contact.address} &middot; {contact.email} &middot; {contact.phone.display}
        </span>
      </p>
      <h1 id="receipt-heading">Payment receipt</h1>
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
      <p className="receipt-status">Paid in full. Thank you.</p>
    </article>
  )
}
