/**
 * The one status of a page loading its data (issue 19 item 8, decision 052): while loading, a
 * spinner and a sentence announced to screen readers (`LoadingStatus`); on a problem, the sentence
 * as an alert, Try again when it can help, and the page's other ways on (`ProblemStatus`).
 * `PageLoadStatus` shows a `usePageLoad` state as a whole page; pages whose machines also pay or
 * poll (checkout, confirmation, the payment page, the screening-completion card) render these two
 * over their own states. web/shared/page-load-pattern.test.ts refuses a spinner status or a
 * Try again written anywhere else.
 */
import { t } from '@lingui/core/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { PageLoad } from './use-page-load.ts'

/** 'Loading your receipt...' with a spinner, announced politely. */
export function LoadingStatus({ text }: { text: string }) {
  return (
    <p className="status" role="status">
      <span className="payment-spinner" aria-hidden="true" /> {text}
    </p>
  )
}

type ProblemProps = {
  message: ReactNode
  /** Set when trying again can help: a button that does it, or the address of the page that does (a link). */
  retry?: (() => void) | string | undefined
  /** 'Try again' unless the page words it otherwise ('Check again'). */
  retryLabel?: string
  /** The other ways on, after the button (links). */
  children?: ReactNode
}

/** A problem: its sentence as an alert, then Try again (when it can help) and the other ways on. */
export function ProblemStatus({ message, retry, retryLabel, children }: ProblemProps) {
  const label = retryLabel ?? t`Try again`
  return (
    <>
      <p className="error-text" role="alert">
        {message}
      </p>
      {retry || children ? (
        <div className="button-row">
          {typeof retry === 'string' ? (
            <Link className="button" to={retry}>
              {label}
            </Link>
          ) : retry ? (
            <button type="button" className="button" onClick={retry}>
              {label}
            </button>
          ) : null}
          {children}
        </div>
      ) : null}
    </>
  )
}

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
        <LoadingStatus text={loadingText} />
      </main>
    )
  }
  return (
    <main className="page">
      <h1>{title}</h1>
      <ProblemStatus message={load.problem.message} retry={load.problem.retryable ? load.retry : undefined}>
        <Link className="button button-secondary" to="/">
          {t`Go to the home page`}
        </Link>
      </ProblemStatus>
    </main>
  )
}
