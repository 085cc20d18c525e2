/** The admin's audit log: filters, a page of entries (newest first), paging, and the CSV export. */
import { useEffect, useState, type FormEvent } from 'react'
import type { StaffAuditPage } from '#schemas/generated/staff-audit-page.ts'
import { auditExportAddress, callStaff } from './staff-api.ts'

type Filter = { staff: string; recordType: string; recordId: string; from: string; to: string }
const empty: Filter = { staff: '', recordType: '', recordId: '', from: '', to: '' }
const filterFields: { name: keyof Filter; label: string; type: string }[] = [
  { name: 'staff', label: 'Staff email', type: 'email' },
  { name: 'recordType', label: 'Record type', type: 'text' },
  { name: 'recordId', label: 'Record id', type: 'text' },
  { name: 'from', label: 'From (Nairobi day)', type: 'date' },
  { name: 'to', label: 'To (Nairobi day)', type: 'date' },
]

const queryOf = (filter: Filter, page?: number): Record<string, string> =>
  Object.fromEntries([...Object.entries(filter).filter(([, value]) => value.trim() !== ''), ...(page && page > 1 ? [['page', String(page)]] : [])])

export function AuditLogView() {
  const [draft, setDraft] = useState<Filter>(empty)
  const [filter, setFilter] = useState<Filter>(empty)
  const [page, setPage] = useState(1)
  const [answer, setAnswer] = useState<StaffAuditPage | undefined>()
  const [failure, setFailure] = useState<string | undefined>()

  useEffect(() => {
    void callStaff('staffAudit', { query: queryOf(filter, page) }).then((result) => {
      if (result.ok) {
        setAnswer(result.answer)
        setFailure(undefined)
      } else setFailure(result.failure.message)
    })
  }, [filter, page])

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setPage(1)
    setFilter(draft)
  }

  return (
    <section aria-labelledby="audit-heading" lang="en">
      <h2 id="audit-heading">Audit log</h2>
      <form className="staff-filters" onSubmit={apply}>
        {filterFields.map((field) => (
          <div className="field" key={field.name}>
            <label htmlFor={`audit-${field.name}`}>{field.label}</label>
            <input id={`audit-${field.name}`} type={field.type} value={draft[field.name]} onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })} />
          </div>
        ))}
        <button type="submit" className="button">
          Show entries
        </button>
      </form>
      <p>
        <a href={auditExportAddress(queryOf(filter))} download>
          Export these entries as CSV
        </a>
      </p>
      {failure ? <p role="alert">{failure}</p> : null}
      {answer ? (
        <>
          <p aria-live="polite">
            {answer.total} entries, page {answer.page} of {answer.pageCount}
          </p>
          <div className="staff-table-wrap" tabIndex={0} role="region" aria-label="Audit entries">
            <table>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">Action</th>
                  <th scope="col">Outcome</th>
                  <th scope="col">Record</th>
                  <th scope="col">Fields</th>
                  <th scope="col">From</th>
                </tr>
              </thead>
              <tbody>
                {answer.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>{new Date(entry.at).toLocaleString('en-KE', { timeZone: 'Africa/Nairobi' })}</td>
                    <td>{entry.staffEmail ?? '—'}</td>
                    <td>{entry.action}</td>
                    <td>{entry.outcome}</td>
                    <td>{entry.recordType ? `${entry.recordType} ${entry.recordId ?? ''}` : '—'}</td>
                    <td>{entry.fields.join(', ')}</td>
                    <td>{entry.ipAddress ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav aria-label="Audit log pages" className="staff-pager">
            <button type="button" className="button" disabled={answer.page <= 1} onClick={() => setPage(answer.page - 1)}>
              Newer entries
            </button>
            <button type="button" className="button" disabled={answer.page >= answer.pageCount} onClick={() => setPage(answer.page + 1)}>
              Older entries
            </button>
          </nav>
        </>
      ) : null}
    </section>
  )
}
