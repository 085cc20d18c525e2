/**
 * A page's data through the page-load machine: `usePageLoad(load, options)` starts loading when the
 * page mounts and gives the state to render (with `PageLoadStatus`) and `retry`. Key the component
 * by what the load depends on (a booking id), so a new address loads anew.
 */
import { useMachine } from '@xstate/react'
import { useRef } from 'react'
import { fromPromise } from 'xstate'
import { pageLoadMachine, type LoadProblem } from './page-load-machine.ts'

export type PageLoad<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'problem'; problem: LoadProblem; retry(): void }

export type PageLoadOptions = {
  /** The sentence for an unexpected failure (a PageLoadError words its own). */
  fallbackMessage: string
  /** Set when the page cannot ask at all (a link without its id): shown at once, without Try again unless retryable. */
  unavailable?: LoadProblem | undefined
}

export function usePageLoad<T>(load: () => Promise<T>, options: PageLoadOptions): PageLoad<T> {
  const loadRef = useRef(load)
  loadRef.current = load
  const [snapshot, send] = useMachine(pageLoadMachine.provide({ actors: { load: fromPromise<unknown>(() => loadRef.current()) } }), {
    input: { unavailable: options.unavailable, fallbackMessage: options.fallbackMessage },
  })
  const { data, problem } = snapshot.context
  if (snapshot.matches('ready')) return { status: 'ready', data: data as T }
  if (snapshot.matches('problem') && problem) return { status: 'problem', problem, retry: () => send({ type: 'load.retry' }) }
  return { status: 'loading' }
}
