/**
 * SPEC.md section 2, offline page, and the 'Reloading' notice with dots every 450 ms (section 9).
 * Retry reloads only when the browser is online: reloading while it knows it is offline would
 * swap this page for the browser's own error page, so the page says so and waits instead.
 * The offline page always ends with the crisis numbers, bundled with the page (issue 17): a phone
 * call needs no internet. Its words are the page's language; an English page adds the crisis
 * numbers' words in Kiswahili too.
 */
import { i18n } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { useEffect, useState } from 'react'
import { activeLocale } from '../../shared/i18n.ts'
import { OfflineCrisisNumbers } from './offline-crisis-numbers.tsx'

export const RELOADING_DOTS_INTERVAL_MS = 450

export const STILL_OFFLINE_TEXT = msg`You are still offline. This page will reload by itself when your connection returns.`

export function OfflinePage({ onRetry }: { onRetry: () => void }) {
  const [stillOffline, setStillOffline] = useState(false)
  const retry = () => (navigator.onLine === false ? setStillOffline(true) : onRetry())
  return (
    <main className="page offline">
      <h1>{t`You're Offline`}</h1>
      <p>{t`It seems you don't have an active internet connection. Please check your connection and try again.`}</p>
      <button className="button" type="button" onClick={retry}>
        {t`Retry`}
      </button>
      <p role="status">{stillOffline ? i18n._(STILL_OFFLINE_TEXT) : ''}</p>
      <OfflineCrisisNumbers />
    </main>
  )
}

export const OFFLINE_NOTICE_TEXT = msg`You're offline. This page stays, and phone calls still work.`
/**
 * The notice in Kiswahili under the English one on an English page, bundled with the code so it
 * shows with no catalogue fetched (the Kiswahili catalogue gives a Kiswahili page the same words).
 */
const OFFLINE_NOTICE_IN_KISWAHILI = 'Huna intaneti. Ukurasa huu unabaki, na simu bado zinafanya kazi.'

/** Above a screen that stays while offline (a result with its safety card): says so, replaces nothing. */
export function OfflineNotice() {
  return (
    <div className="offline-notice" role="status">
      <p>{i18n._(OFFLINE_NOTICE_TEXT)}</p>
      {activeLocale() === 'en' && <p lang="sw">{OFFLINE_NOTICE_IN_KISWAHILI}</p>}
    </div>
  )
}

export function ReloadingNotice() {
  const [dots, setDots] = useState(0)
  useEffect(() => {
    const timer = setInterval(() => setDots((count) => (count + 1) % 4), RELOADING_DOTS_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [])
  return (
    <main className="page offline">
      <p className="status" role="status">
        {t`Reloading`}<span aria-hidden="true" className="reloading-dots">{'.'.repeat(dots)}</span>
      </p>
    </main>
  )
}
