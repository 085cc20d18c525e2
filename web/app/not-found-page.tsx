/** SPEC.md section 2, 404 page: any path without a route, in the page's language. */
import { t } from '@lingui/core/macro'
import { Link } from 'react-router-dom'
import { useDocumentTitle } from '../shared/use-document-title.ts'

export function NotFoundPage() {
  useDocumentTitle(t`Page not found`)
  return (
    <main className="page not-found">
      <h1>{t`Oops! The page you're looking for doesn't exist.`}</h1>
      <p>{t`Check the address, or start again from the home page.`}</p>
      <Link className="button" to="/">
        {t`Go Home`}
      </Link>
    </main>
  )
}
