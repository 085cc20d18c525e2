/** SPEC.md section 2, 404 page: any path without a route. */
import { Link } from 'react-router-dom'
import { useDocumentTitle } from '../shared/use-document-title.ts'

export function NotFoundPage() {
  useDocumentTitle('Page not found')
  return (
    <main className="page not-found">
      <h1>Oops! The page you're looking for doesn't exist.</h1>
      <p>Check the address, or start again from the home page.</p>
      <Link className="button" to="/">
        Go Home
      </Link>
    </main>
  )
}
