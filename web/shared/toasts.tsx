/**
 * Toasts (SPEC.md section 9) without their library in a page's first load: react-toastify and its
 * stylesheet (about 6 KiB of JavaScript and 2.6 KiB of CSS, brotli; the stylesheet is the one a
 * prerendered page waits for before it paints) are fetched the first time the page shows a toast.
 * Most visits show none.
 *
 * `toast.success` and `toast.error` take the library's message and options. A toast asked for
 * while the library is on its way shows when it comes: the library queues toasts until its
 * container mounts, and `<Toasts />` mounts the container as soon as the library is here. A fetch
 * that fails (a first visit that loses its connection) is forgotten, so the next toast tries
 * again; while the device is offline the offline page stands in for the app, toasts included.
 */
import { useSyncExternalStore } from 'react'
import type { ToastContainerProps, ToastOptions } from 'react-toastify/unstyled'

type Library = typeof import('./toast-library.ts')

let library: Library | undefined
let loading: Promise<Library> | undefined
const listeners = new Set<() => void>()

function loadLibrary(): Promise<Library> {
  loading ??= import('./toast-library.ts').then(
    (module) => {
      library = module
      listeners.forEach((listener) => listener())
      return module
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

function show(kind: 'success' | 'error', message: string, options?: ToastOptions): void {
  loadLibrary().then(
    (module) => void module.toast[kind](message, options),
    () => undefined,
  )
}

/** The page's toasts: the same calls as react-toastify's `toast.success` and `toast.error`. */
export const toast = {
  success: (message: string, options?: ToastOptions): void => show('success', message, options),
  error: (message: string, options?: ToastOptions): void => show('error', message, options),
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Where the toasts show: nothing until the first toast has fetched the library. */
export function Toasts(props: ToastContainerProps) {
  const loaded = useSyncExternalStore(subscribe, () => library, () => undefined)
  return loaded ? <loaded.ToastContainer {...props} /> : null
}
