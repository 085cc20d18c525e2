/**
 * The floating AI assistant (SPEC.md section 2), bottom right on every screen, in the floating dock
 * it also draws (the bar across the bottom that keeps floating controls off the content; see
 * styles.css and docs/decisions/024-floating-dock.md): the toggle
 * ("AI Assistant" / "Close") and the dismissible prompt bubble are all the main chunk carries; the
 * panel, with the conversation, the crisis detector and the bundled crisis contacts, is fetched on
 * first open. Escape closes it and returns focus to the toggle. Every word is in the page's
 * language (issue 20): the messages through Lingui, the prompt bubble from site.json's translation.
 */
import { t } from '@lingui/core/macro'
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { siteAssistant } from '../../shared/site-text.ts'
import { onOpenAssistant } from './assistant-opener.ts'
import { PanelLoadBoundary } from './panel-load-boundary.tsx'

const loadPanel = () => lazy(() => import('./chat-panel.tsx').then((module) => ({ default: module.ChatPanel })))

export function ChatWidget() {
  const [open, setOpen] = useState(false)
  const [started, setStarted] = useState(false)
  const [bubbleDismissed, setBubbleDismissed] = useState(false)
  // A failed fetch of the panel's code stays failed in its lazy(); Try again makes a fresh one.
  const [ChatPanel, setChatPanel] = useState(() => loadPanel())
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  const show = useCallback(() => {
    setStarted(true)
    setOpen(true)
  }, [])
  const close = useCallback(() => {
    setOpen(false)
    toggleRef.current?.focus()
  }, [])
  useEffect(() => onOpenAssistant(show), [show])

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) close()
  }

  return (
    <div className="chat-widget floating-dock" onKeyDown={onKeyDown}>
      {started && (
        <PanelLoadBoundary id={panelId} hidden={!open} onRetry={() => setChatPanel(() => loadPanel())}>
          <Suspense
            fallback={
              <div id={panelId} className="chat-panel chat-panel-message" hidden={!open}>
                <p role="status">{t`Loading the assistant...`}</p>
              </div>
            }
          >
            <ChatPanel id={panelId} open={open} onClose={close} />
          </Suspense>
        </PanelLoadBoundary>
      )}
      {!open && !bubbleDismissed && (
        <div className="chat-bubble">
          <button type="button" className="chat-bubble-text" onClick={show}>
            {siteAssistant().promptBubble}
          </button>
          <button
            type="button"
            className="chat-bubble-dismiss"
            aria-label={t({ message: 'Dismiss', comment: 'Closes the assistant prompt bubble' })}
            onClick={() => {
              setBubbleDismissed(true)
              toggleRef.current?.focus()
            }}
          >
            ×
          </button>
        </div>
      )}
      <button ref={toggleRef} type="button" className="button chat-toggle" aria-expanded={open} aria-controls={started ? panelId : undefined} onClick={open ? close : show}>
        {open ? t({ message: 'Close', comment: 'The assistant toggle while the chat is open' }) : t`AI Assistant`}
      </button>
    </div>
  )
}
