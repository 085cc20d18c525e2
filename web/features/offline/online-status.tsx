/**
 * SPEC.md section 4, online status: online (the children) → offline (the offline page, which
 * replaces the whole screen) → back online (the 'Reloading' notice, then a page reload).
 * `reload` is injectable so tests can observe it.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { OfflinePage, ReloadingNotice } from './offline-page.tsx'

type Status = 'online' | 'offline' | 'reloading'

const reloadPage = () => window.location.reload()

export function OnlineStatus({ children, reload = reloadPage }: { children: ReactNode; reload?: () => void }) {
  // Prerendered at build time (no navigator there): a page starts online until the browser says otherwise.
  const [status, setStatus] = useState<Status>(() => (typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'online'))

  useEffect(() => {
    const goOffline = () => setStatus('offline')
    const goOnline = () => setStatus((current) => (current === 'online' ? current : 'reloading'))
    window.addEventListener('offline', goOffline)
    window.addEventListener('online', goOnline)
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

  if (status === 'offline') return <OfflinePage onRetry={reload} />
  if (status === 'reloading') return <ReloadingNotice />
  return children
}
