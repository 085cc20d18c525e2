/**
 * The test's introduction as a modal dialog: titles, duration, who it is for, the guideline-checklist
 * notice (a checklist is never presented as a validated scale), instructions and disclaimer, with
 * Begin Test and a close button. A native <dialog> opened with showModal() keeps focus inside and
 * makes the page behind inert; where showModal is missing (older browsers, jsdom) it opens in place.
 */
import { useEffect, useId, useRef } from 'react'
import type { TestDefinition } from '#schemas/index.ts'
import { InstrumentKindNotice } from '../../shared/instrument-kind-notice.tsx'

type Props = {
  definition: TestDefinition
  onBegin: () => void
  onClose: () => void
}

export function IntroDialog({ definition, onBegin, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const durationId = useId()

  useEffect(() => {
    const element = dialog.current
    if (!element || element.open) return
    if (typeof element.showModal === 'function') element.showModal()
    else element.setAttribute('open', '')
    return () => {
      if (typeof element.close === 'function') element.close()
      else element.removeAttribute('open')
    }
  }, [])

  return (
    <dialog
      ref={dialog}
      className="intro-dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={durationId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      <button type="button" className="dialog-close" aria-label="Close" onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
      <h1 id={titleId}>
        {definition.informalTitle} <span className="formal-title">({definition.formalTitle})</span>
      </h1>
      <p id={durationId}>This test will take about {definition.duration} to complete</p>
      {definition.audience?.note && <p>{definition.audience.note}</p>}
      <InstrumentKindNotice kind={definition.source.kind} />
      {definition.instructions.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <h2>Disclaimer</h2>
      <p className="disclaimer">{definition.disclaimer}</p>
      <button type="button" className="button" onClick={onBegin}>
        Begin Test
      </button>
    </dialog>
  )
}
