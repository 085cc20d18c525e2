/**
 * The test's introduction as a modal dialog: titles, duration, who it is for, the guideline-checklist
 * notice (a checklist is never presented as a validated scale), instructions and disclaimer, with
 * Begin Test and a close button. A native <dialog> opened with showModal() keeps focus inside and
 * makes the page behind inert; where showModal is missing (older browsers, jsdom) it opens in place.
 * It is drawn open, so a prerendered test page shows it before any script runs, and Begin Test is
 * the submit button of a `method="dialog"` form, which closes it without a script (decision 106).
 */
import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useEffect, useId, useRef } from 'react'
import type { TestDefinition } from '#schemas/index.ts'
import type { Locale } from '#schemas/locales.ts'
import { InstrumentKindNotice } from '../../shared/instrument-kind-notice.tsx'

type Props = {
  definition: TestDefinition
  /** The language of the test's own words when it is not the page's (an English-only test on a Kiswahili page). */
  textLanguage?: Locale | undefined
  onBegin: () => void
  onClose: () => void
}

export function IntroDialog({ definition, textLanguage, onBegin, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const shown = useRef(false)
  const titleId = useId()
  const durationId = useId()

  // Drawn open, so the prerendered page shows it before any script runs (decision 106); made modal here.
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    // Closed by its own Begin Test (the form's method="dialog") before the scripts ran: the test has begun.
    if (!element.open && !shown.current) {
      onBegin()
      return
    }
    shown.current = true
    if (typeof element.showModal === 'function' && !isModal(element)) {
      if (element.open) element.close()
      element.showModal()
    } else if (!element.open) element.setAttribute('open', '')
    return () => {
      if (typeof element.close === 'function') element.close()
      else element.removeAttribute('open')
    }
  }, [])

  return (
    <dialog
      ref={dialog}
      open
      className="intro-dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={durationId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      <button type="button" className="dialog-close" aria-label={t({ message: 'Close', comment: 'Close button of the test introduction' })} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
      <IntroText definition={definition} textLanguage={textLanguage} titleId={titleId} durationId={durationId} />
      <form method="dialog">
        <button
          type="submit"
          className="button"
          onClick={(event) => {
            event.preventDefault()
            onBegin()
          }}
        >
          {t`Begin Test`}
        </button>
      </form>
    </dialog>
  )
}

/** Whether the dialog is modal; a browser that cannot tell has not made it so. */
function isModal(element: HTMLDialogElement): boolean {
  try {
    return element.matches(':modal')
  } catch {
    return false
  }
}

/** The introduction's words: titles, duration, who it is for, the checklist notice, instructions and disclaimer (also the no-script intro page's). */
export function IntroText({ definition, textLanguage, titleId, durationId }: { definition: TestDefinition; textLanguage?: Locale | undefined; titleId: string; durationId: string }) {
  const { duration } = definition
  return (
    <>
      <h1 id={titleId} lang={textLanguage}>
        {definition.informalTitle} <span className="formal-title">({definition.formalTitle})</span>
      </h1>
      <p id={durationId}>
        {textLanguage ? (
          <Trans comment="Introduction of a test whose words are in another language than the page: the duration is in the test's language">
            This test will take about <span lang={textLanguage}>{duration}</span> to complete
          </Trans>
        ) : (
          t`This test will take about ${duration} to complete`
        )}
      </p>
      {definition.audience?.note && <p lang={textLanguage}>{definition.audience.note}</p>}
      <InstrumentKindNotice kind={definition.source.kind} />
      {definition.instructions.map((paragraph, index) => (
        <p key={index} lang={textLanguage}>
          {paragraph}
        </p>
      ))}
      <h2>{t({ message: 'Disclaimer', comment: 'Heading of the test disclaimer in the introduction' })}</h2>
      <p className="disclaimer" lang={textLanguage}>
        {definition.disclaimer}
      </p>
    </>
  )
}
