/**
 * The one status of a page loading its data: while loading, a spinner and a sentence announced to
 * screen readers; on a problem, the page's heading, the sentence as an alert, Try again (when it
 * can help) and the way home; when ready, the page itself.
 */
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { PageLoad } from './use-page-load.ts'

type Props<T> = {
  load: PageLoad<T>
  /** The page's heading, shown above a problem. */
  title: string
  /** 'Loading your receipt...' */
  loadingText: string
  children(data: T): ReactNode
}

export function PageLoadStatus<T>({ load, title, loadingText, children }: Props<T>) {
  if (load.status === 'ready') return <>{children(load.data)}</>
  if (load.status === 'loading') {
    return (
      <main className="page">
        <p className="status" role="status">
          <span className="payment-spinner" aria-hidden="true" /> {loadingText}
        </p>
      </main>
    )
  }
  return (
    <main className="page">
      <h1>{title}</h1>
      <p className="error-text" role="alert">
        {load.problem.message}
      </p>
      <div className="button-row">
        {load.problem.retryable ? (
          <button type="button" className="button" onClick={load.retry}>
            Try again
          </button>
        ) : null}
        <Link className="button button-secondary" to="/">
          Go to the home page
        </Link>
      </div>
    </main>
  )
}
