/**
 * "Get Full Report" (issue 23; decision 076): makes the full report as a PDF on the device and
 * downloads it. No e-mail, no name and no server call are needed, so it works offline wherever
 * the result was scored. A name typed into the optional field goes into the doctor's letter and
 * nowhere else: it is never sent or stored. The builder (pdf-lib) is fetched on the first press.
 * Below it, "Email it to me" (email-report.tsx, decision 089) mails the same report once, with
 * consent, when online; the name is left out of that copy.
 */
import { t } from '@lingui/core/macro'
import { useId, useState } from 'react'
import type { Answer, AssessmentResult, TestDefinition } from '#schemas/index.ts'
import type { Locale } from '#schemas/locales.ts'
import { downloadFile } from '../../shared/download-file.ts'
import { useModuleWhenOnline } from '../../shared/use-module-when-online.ts'

import './full-report.css'

export type FullReportProps = {
  /** The definition the test was taken in. */
  definition: TestDefinition
  /** The answers as scored: one per question in order, null off the path. */
  answers: readonly Answer[]
  result: AssessmentResult
  /** The language of the report's own words: the page's, the visitor's (the test's texts are the definition's). */
  language: Locale
  /** When the test was taken; now when omitted. */
  takenAt?: Date
}

type Status = { kind: 'idle' } | { kind: 'making' } | { kind: 'saved'; fileName: string } | { kind: 'failed' }

export function FullReportButton({ definition, answers, result, language, takenAt }: FullReportProps) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const [name, setName] = useState('')
  const hintId = useId()
  const nameId = useId()

  async function make() {
    setStatus({ kind: 'making' })
    try {
      const at = takenAt ?? new Date()
      const { makeFullReport, fullReportFileName } = await import('./make-report.ts')
      const bytes = await makeFullReport({ definition, answers, result, language, takenAt: at, name })
      const fileName = fullReportFileName(definition, at)
      downloadFile(fileName, bytes as BlobPart, 'application/pdf')
      setStatus({ kind: 'saved', fileName })
    } catch {
      setStatus({ kind: 'failed' })
    }
  }

  return (
    <div className="full-report">
      <button type="button" className="button" aria-describedby={hintId} disabled={status.kind === 'making'} onClick={() => void make()}>
        {t({ message: 'Get Full Report', comment: 'Result page button that downloads the full report as a PDF' })}
      </button>
      <p id={hintId} className="full-report-hint">
        {t({
          message: 'A PDF with every answer, your score, what it means, and a letter for your doctor or clinic. It is made on this device: nothing is sent or kept.',
          comment: 'Under the Get Full Report button',
        })}
      </p>
      <label className="full-report-name" htmlFor={nameId}>
        {t({ message: 'Your name on the letter (optional, stays on this device)', comment: 'Optional field: the name printed on the doctor’s letter of the full report' })}
      </label>
      <input id={nameId} type="text" autoComplete="off" maxLength={80} value={name} onChange={(event) => setName(event.target.value)} />
      <p className="full-report-status" role="status">
        {status.kind === 'making'
          ? t({ message: 'Making your report…', comment: 'While the full report PDF is being made' })
          : status.kind === 'saved'
            ? t({ message: `Saved as ${status.fileName}.`, comment: 'After the full report PDF was downloaded; the value is its file name' })
            : status.kind === 'failed'
              ? t({ message: 'The report could not be made on this device. Please try again.', comment: 'When making the full report PDF failed' })
              : ''}
      </p>
      <EmailReportWhenLoaded definition={definition} answers={answers} result={result} language={language} {...(takenAt ? { takenAt } : {})} />
    </div>
  )
}

/**
 * "Email it to me" is fetched when the result shows, not with the test route (its first-load
 * budget); a failed fetch shows nothing and is tried again online (useModuleWhenOnline).
 */
function EmailReportWhenLoaded(props: FullReportProps) {
  const EmailReport = useModuleWhenOnline(loadEmailReport)
  return EmailReport && <EmailReport {...props} />
}

const loadEmailReport = () => import('./email-report.tsx').then((module) => module.EmailReport)
