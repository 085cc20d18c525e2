/**
 * How long each kind of personal data is kept and why: the retention table the server's job
 * enforces (tests-catalog/retention.json; decision 078), in the page's language, and where to
 * complain (the Office of the Data Protection Commissioner, Data Protection Act 2019 s.56).
 */
import { i18n } from '@lingui/core'
import { plural, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import retention from '../../../tests-catalog/retention.json'

type Text = { en: string; sw: string }
type Row = { id: string; kind: Text; keepDays: number | null; from: Text; action: string; reason: Text }

const inLanguage = (text: Text): string => (i18n.locale === 'sw' ? text.sw : text.en)

/** 365 days as '1 year', 730 as '2 years', anything else in days. */
function period(days: number): string {
  const years = days / 365
  if (days % 365 === 0) return t({ id: 'privacy.retention.years', message: plural(years, { one: '# year', other: '# years' }) })
  return t({ id: 'privacy.retention.days', message: plural(days, { one: '# day', other: '# days' }) })
}

function howLong(row: Row): string {
  const from = inLanguage(row.from)
  if (row.keepDays === null) return from
  const kept = period(row.keepDays)
  const counted = t({ id: 'privacy.retention.kept-from', message: `${kept} from ${from}` })
  const then = row.action === 'anonymise' ? t({ id: 'privacy.retention.then-anonymised', message: 'then anonymised' }) : t({ id: 'privacy.retention.then-deleted', message: 'then deleted' })
  return `${counted}, ${then}`
}

export function RetentionTable() {
  const rows = retention.rows as Row[]
  return (
    <>
      <h2>{t({ id: 'privacy.retention.heading', message: 'How long we keep your data' })}</h2>
      <p>{t({ id: 'privacy.retention.intro', message: 'A job on our server deletes or anonymises each kind of data once its time is up.' })}</p>
      <table className="retention-table">
        <thead>
          <tr>
            <th scope="col">{t({ id: 'privacy.retention.column.kind', message: 'Data' })}</th>
            <th scope="col">{t({ id: 'privacy.retention.column.how-long', message: 'How long we keep it' })}</th>
            <th scope="col">{t({ id: 'privacy.retention.column.why', message: 'Why' })}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-retention-row={row.id}>
              <th scope="row">{inLanguage(row.kind)}</th>
              <td>{howLong(row)}</td>
              <td>{inLanguage(row.reason)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}

/** How to complain to the Data Commissioner when our answer (to the address the page names) does not satisfy. */
export function ComplaintRoute() {
  // The address is a name in every language, so it stays out of the sentence's words.
  const odpcLink = (
    <a href="https://www.odpc.go.ke" rel="noopener noreferrer">
      www.odpc.go.ke
    </a>
  )
  return (
    <>
      <h2>{t({ id: 'privacy.complaint.heading', message: 'Questions and complaints' })}</h2>
      <p>
        <Trans id="privacy.complaint.odpc">
          If you are not satisfied with our answer, you can complain to the Office of the Data Protection Commissioner (ODPC) under section 56 of Kenya's Data Protection Act: online at {odpcLink} or in person at its offices in Nairobi, Kisumu, Mombasa, Eldoret, Machakos, Nyeri and Nakuru.
        </Trans>
      </p>
    </>
  )
}
