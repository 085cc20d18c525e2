/**
 * SPEC.md section 4, online status: online (the children) → offline (the offline page, which
 * replaces the whole screen) → back online (the 'Reloading' notice, then a page reload).
 * `reload` is injectable so tests can observe it.
 *
 * A screen that needs no network once it shows (a result, with its safety card) says so with
 * `StaysOnScreenOffline`: while one is mounted, going offline leaves the screen in place under a
 * short offline notice, and coming back online removes the notice without a reload (issue 17,
 * decision 042). Replacing a result would take the crisis numbers away from the person who needs
 * them; the reload would lose the result.
 *
 * A page the service worker controls (offline after one visit, decision 075) works offline as a
 * whole: the catalogue, the tests already opened or saved and their results come from its caches,
 * so going offline leaves every screen in place under the same notice, and no reload follows.
 */
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react'
import { OfflineNotice, OfflinePage, ReloadingNotice } from './offline-page.tsx'

type Status = 'online' | 'offline' | 'reloading'

const reloadPage = () => window.location.reload()

/** Whether the service worker serves this page (it has been installed by an earlier visit or this one). */
const isServedOffline = (): boolean => typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller)

/** Registers a screen that stays through offline; returns its unregistering. */
const StayRegistry = createContext<(() => () => void) | null>(null)

export function OnlineStatus({ children, reload = reloadPage }: { children: ReactNode; reload?: () => void }) {
  // Prerendered at build time (no navigator there): a page starts online until the browser says otherwise.
  const [status, setStatus] = useState<Status>(() => (typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'online'))
  const [staying, setStaying] = useState(0)
  const stayingNow = useRef(0)
  const register = useCallback(() => {
    stayingNow.current += 1
    setStaying(stayingNow.current)
    return () => {
      stayingNow.current -= 1
      setStaying(stayingNow.current)
    }
  }, [])

  useEffect(() => {
    const goOffline = () => setStatus('offline')
    // A screen that stayed needs no reload: the notice just goes.
    const goOnline = () => setStatus((current) => (current === 'online' || stayingNow.current > 0 || isServedOffline() ? 'online' : 'reloading'))
    window.addEventListener('offline', goOffline)
    window.addEventListener('online', goOnline)
    // A connection that dropped between the first render and these listeners is not missed.
    if (navigator.onLine === false) goOffline()
    return () => {
      window.removeEventListener('offline', goOffline)
      window.removeEventListener('online', goOnline)
    }
  }, [])

  const reloaded = useRef(false)
  useEffect(() => {
    if (status !== 'reloading' || reloaded.current) return
    reloaded.current = true
    reload()
  }, [status, reload])

  if (status === 'reloading') return <ReloadingNotice />
  if (status === 'offline' && staying === 0 && !isServedOffline()) return <OfflinePage onRetry={reload} />
  return (
    <StayRegistry.Provider value={register}>
      {status === 'offline' && <OfflineNotice />}
      {children}
    </StayRegistry.Provider>
  )
}

/** Marks its children as a screen that works with the network gone: the offline page does not replace it. */
export function StaysOnScreenOffline({ children }: { children: ReactNode }) {
  const register = useContext(StayRegistry)
  useEffect(() => register?.(), [register])
  return children
}
