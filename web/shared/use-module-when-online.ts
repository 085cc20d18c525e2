/**
 * A module fetched with `import()` while a screen shows, for a part that must never take the
 * screen down with it: a fetch that fails (the connection dropped first) leaves nothing drawn and
 * is tried again when the device is back online. `React.lazy` would throw the failure to the
 * error boundary instead, taking a result and its safety card off the screen with it.
 */
import { useEffect, useRef, useState } from 'react'

/** What `load` gave, once it has; `initial` when it is already at hand (a module fetched before). */
export function useModuleWhenOnline<T>(load: () => Promise<T>, initial?: T): T | undefined {
  const [loaded, setLoaded] = useState<T | undefined>(() => initial)
  const loadRef = useRef(load)
  loadRef.current = load
  useEffect(() => {
    if (loaded !== undefined) return
    let mounted = true
    const fetchModule = () => {
      loadRef.current().then(
        (value) => mounted && setLoaded(() => value),
        () => undefined,
      )
    }
    fetchModule()
    window.addEventListener('online', fetchModule)
    return () => {
      mounted = false
      window.removeEventListener('online', fetchModule)
    }
  }, [loaded])
  return loaded
}
