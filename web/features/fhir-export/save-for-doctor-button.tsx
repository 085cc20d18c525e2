/**
 * "Save for my doctor (FHIR)" (issue 23; decision 068): a button that builds, on the device, a
 * FHIR R4 Bundle of the visitor's QuestionnaireResponse and the Observation of their result, and
 * downloads it as a .json file through a Blob. No server call (it works offline, wherever the
 * result was scored), nothing stored, and no name or contact in the file. The FHIR builders are
 * fetched on the first press, so the result page does not carry them for visitors who never save.
 */
import { t } from '@lingui/core/macro'
import { useId, useState } from 'react'
import type { Answer, AssessmentResult, TestDefinition } from '#schemas/index.ts'
import { brand } from '../../../tests-catalog/site.json'
import { downloadFile } from '../../shared/download-file.ts'
import './fhir-export.css'

export type SaveForDoctorProps = {
  /** The definition the test was taken in (in the page's language). */
  definition: TestDefinition
  /** The answers as scored: one per question in order, null off the path. */
  answers: readonly Answer[]
  result: AssessmentResult
  /** When the test was taken; now when omitted. */
  takenAt?: Date
}

export function SaveForDoctorButton({ definition, answers, result, takenAt }: SaveForDoctorProps) {
  const [savedAs, setSavedAs] = useState<string | undefined>()
  const hintId = useId()

  async function save() {
    const at = takenAt ?? new Date()
    const { resultBundleFileName, resultBundleOf, todayInNairobi } = await import('#engine/fhir.ts')
    const bundle = resultBundleOf({
      definition,
      answers,
      result,
      when: at.toISOString(),
      ids: { bundle: crypto.randomUUID(), response: crypto.randomUUID(), observation: crypto.randomUUID() },
      context: { base: window.location.origin, publisher: brand.name },
    })
    const fileName = resultBundleFileName(definition, todayInNairobi(at))
    downloadFile(fileName, JSON.stringify(bundle, null, 2), 'application/fhir+json')
    setSavedAs(fileName)
  }

  return (
    <div className="fhir-export">
      <button type="button" className="button fhir-export-button" aria-describedby={hintId} onClick={save}>
        {t({ message: 'Save for my doctor (FHIR)', comment: 'Button on the result page that downloads the answers and the result as a FHIR file' })}
      </button>
      <p id={hintId} className="fhir-export-hint">
        {t({
          message: 'A file with your answers and your result that a clinic’s health records system can read. It is made on this device: nothing is sent or kept, and your name is not in it.',
          comment: 'Under the Save for my doctor (FHIR) button',
        })}
      </p>
      <p className="fhir-export-status" role="status">
        {savedAs
          ? t({ message: `Saved as ${savedAs}. Take it or send it to your doctor or clinic.`, comment: 'After the FHIR file was downloaded; savedAs is its file name' })
          : ''}
      </p>
    </div>
  )
}
