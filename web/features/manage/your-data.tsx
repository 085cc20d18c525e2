/**
 * "Your data" on an opened booking (issue 23 part 3; decisions 086-087): download everything we
 * hold about the person (JSON, or a PDF drawn here from it), correct their contact details, or
 * erase it all at once, with the rule stated before confirming. Every refusal is shown in an error
 * summary and changes nothing. Nothing is stored in the browser.
 */
import { t } from '@lingui/core/macro'
import { useState } from 'react'
import { ErrorSummary, type FormProblem } from '../../shared/error-summary.tsx'
import { downloadFile } from '../../shared/download-file.ts'
import { activeLocale } from '../../shared/i18n.ts'
import { callManage, type ManageProblem } from '../../shared/manage-client.ts'

const fieldId = (field: string) => `your-data-${field}`
const contactFields = ['first_name', 'last_name', 'phone_number', 'email'] as const
type ContactField = (typeof contactFields)[number]

export function YourData({ session, reference, onErased }: { session: string; reference: string; onErased(message: string): void }) {
  const [problems, setProblems] = useState<FormProblem[]>([])
  const [focusKey, setFocusKey] = useState(0)
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState('')
  const [contact, setContact] = useState<Record<ContactField, string>>({ first_name: '', last_name: '', phone_number: '', email: '' })
  const [confirmingErase, setConfirmingErase] = useState(false)
  const labels: Record<ContactField, string> = { first_name: t`First name`, last_name: t`Last name`, phone_number: t`Phone number`, email: t`E-mail address` }
  const problemOf = (field: string) => problems.find((problem) => problem.field === field)?.message

  const show = (found: ManageProblem[]) => {
    setProblems(found)
    setFocusKey((count) => count + 1)
  }

  async function download(kind: 'json' | 'pdf') {
    setBusy(true)
    setStatus('')
    const result = await callManage('manageExport', { session })
    if (!result.ok) {
      setBusy(false)
      return show(result.problems)
    }
    setProblems([])
    const name = `afya-hub-my-data-${reference}`
    if (kind === 'json') downloadFile(`${name}.json`, JSON.stringify(result.answer, null, 2), 'application/json')
    else {
      const { dataExportPdf } = await import('./data-export-pdf.ts')
      const bytes = await dataExportPdf(result.answer, activeLocale())
      downloadFile(`${name}.pdf`, bytes as Uint8Array<ArrayBuffer>, 'application/pdf')
    }
    setBusy(false)
    setStatus(kind === 'json' ? t`Your data is downloaded as a JSON file.` : t`Your data is downloaded as a PDF.`)
  }

  async function correct() {
    const given = Object.fromEntries(contactFields.filter((field) => contact[field].trim() !== '').map((field) => [field, contact[field]]))
    if (Object.keys(given).length === 0) return show([{ field: undefined, message: t`Type the details you want to correct first.` }])
    setBusy(true)
    const result = await callManage('manageContact', { session, ...given })
    setBusy(false)
    if (!result.ok) return show(result.problems)
    setProblems([])
    setContact({ first_name: '', last_name: '', phone_number: '', email: '' })
    setStatus(result.answer.message)
  }

  async function erase() {
    setBusy(true)
    const result = await callManage('manageErase', { session, confirm: 'erase' })
    setBusy(false)
    if (!result.ok) return show(result.problems)
    onErased(result.answer.message)
  }

  return (
    <section aria-labelledby="your-data" className="manage-your-data">
      <h2 id="your-data">{t`Your data`}</h2>
      <ErrorSummary problems={problems} fieldId={fieldId} focusKey={focusKey} />
      {status && <p role="status">{status}</p>}
      <p>{t`Kenya's Data Protection Act lets you see, correct and erase what we hold about you. Your data here means every booking with the same e-mail address and phone number as this one.`}</p>

      <h3>{t`Download everything we hold about you`}</h3>
      <p>{t`Your bookings, payments, shared results, the mails and SMS we sent you, and the consents you gave with their versions and times.`}</p>
      <button type="button" className="button" disabled={busy} onClick={() => void download('pdf')}>{t`Download as PDF`}</button>{' '}
      <button type="button" className="button button-secondary" disabled={busy} onClick={() => void download('json')}>{t`Download as JSON`}</button>

      <h3>{t`Correct your contact details`}</h3>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void correct()
        }}
      >
        <p>{t`Fill in only what is wrong; the rest stays as it is.`}</p>
        {contactFields.map((field) => (
          <div key={field} className={problemOf(field) ? 'booking-field field-error' : 'booking-field'}>
            <label htmlFor={fieldId(field)}>{labels[field]}</label>
            {problemOf(field) && <p className="error-message" id={`${fieldId(field)}-error`}>{problemOf(field)}</p>}
            <input
              id={fieldId(field)}
              type={field === 'email' ? 'email' : field === 'phone_number' ? 'tel' : 'text'}
              autoComplete={{ first_name: 'given-name', last_name: 'family-name', phone_number: 'tel', email: 'email' }[field]}
              value={contact[field]}
              aria-invalid={problemOf(field) ? true : undefined}
              aria-describedby={problemOf(field) ? `${fieldId(field)}-error` : undefined}
              onChange={(event) => {
                const value = event.target.value
                setContact((current) => ({ ...current, [field]: value }))
                setProblems((current) => current.filter((problem) => problem.field !== field))
              }}
            />
          </div>
        ))}
        <button type="submit" className="button" disabled={busy}>{t`Correct my details`}</button>
      </form>

      <h3>{t`Erase your data`}</h3>
      <p>{t`Erasing takes effect at once and cannot be undone. We delete your name, phone number, e-mail address, notes, location, uploaded file, shared results, and the mails and SMS we sent you, from every booking with your e-mail address and phone number.`}</p>
      <p>{t`A booking still to come is cancelled first, with the usual refund rule: a full refund until 24 hours before the session, nothing after.`}</p>
      <p>{t`The law requires us to keep payment records for five years, so each payment stays as a record of its amount, date, status and reference, with nothing that names you.`}</p>
      {confirmingErase ? (
        <>
          <button type="button" className="button button-warning" disabled={busy} onClick={() => void erase()}>{t`Yes, erase my data now`}</button>{' '}
          <button type="button" className="button button-secondary" onClick={() => setConfirmingErase(false)}>{t`Keep my data`}</button>
        </>
      ) : (
        <button type="button" className="button" onClick={() => setConfirmingErase(true)}>{t`Erase my data`}</button>
      )}
    </section>
  )
}
