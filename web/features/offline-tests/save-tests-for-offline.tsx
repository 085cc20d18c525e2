/**
 * "Save tests for offline" (issue 21 part 2; decision 075), on the catalogue page: on the visitor's
 * request, fetches every test in the page's language so each can be taken without a connection,
 * with progress and a done message. Never by itself: nothing is prefetched, and with the browser's
 * data saver on the control says it will use data before the visitor chooses. Shown only where a
 * service worker keeps what is fetched (elsewhere it would spend data for nothing).
 */
import { plural, t } from '@lingui/core/macro'
import { useEffect, useState } from 'react'
import { activeLocale } from '../../shared/i18n.ts'
import { canKeepOffline, everyTestCode, saveTestsForOffline, savesData, type SaveProgress } from './save-tests.ts'

type State = { step: 'idle' } | { step: 'saving'; progress: SaveProgress } | { step: 'done'; progress: SaveProgress }

/** What the status line says: the progress, then the outcome. */
function statusText(state: State): string {
  if (state.step === 'idle') return ''
  const { saved, failed, total } = state.progress
  if (state.step === 'saving') return t`Saving tests: ${saved} of ${total}`
  if (failed > 0) return plural(failed, { one: '# test could not be saved. Try again when your connection is better.', other: '# tests could not be saved. Try again when your connection is better.' })
  return plural(saved, { one: '# test saved. You can take it without a connection.', other: '# tests saved. You can take them without a connection.' })
}

export function SaveTestsForOffline({ keepsOffline = canKeepOffline }: { keepsOffline?: () => boolean }) {
  // Decided after the first render (the prerendered page never shows it), and again when the
  // service worker takes the page over on a first visit.
  const [available, setAvailable] = useState(false)
  const [state, setState] = useState<State>({ step: 'idle' })
  useEffect(() => {
    const check = () => setAvailable(keepsOffline())
    check()
    const workers = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker
    workers?.addEventListener('controllerchange', check)
    return () => workers?.removeEventListener('controllerchange', check)
  }, [keepsOffline])
  if (!available) return null

  const start = () => {
    setState({ step: 'saving', progress: { saved: 0, failed: 0, total: everyTestCode.length } })
    void saveTestsForOffline(activeLocale(), (progress) => setState({ step: 'saving', progress })).then((progress) => setState({ step: 'done', progress }))
  }

  return (
    <section className="save-offline" aria-labelledby="save-offline-heading">
      <h2 id="save-offline-heading">{t({ message: 'Take tests without a connection', comment: 'Heading of the box that saves every test on the phone' })}</h2>
      {savesData() && <p>{t`Data saver is on: saving the tests uses your data.`}</p>}
      <button type="button" className="button button-secondary" onClick={start} disabled={state.step === 'saving'}>
        {t({ message: 'Save tests for offline', comment: 'Button that downloads every test so it works without internet' })}
      </button>
      <p role="status">{statusText(state)}</p>
    </section>
  )
}
