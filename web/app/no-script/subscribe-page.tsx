/**
 * The newsletter subscription's answer drawn on the server for a browser without JavaScript
 * (issue 21 item 1): the footer's form posts to /subscribe; the page says the server's thanks, or
 * what was wrong with the address, in the page's language, with a way back.
 */
import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { Link } from 'react-router-dom'
import { SUBSCRIBE_ERROR, SUBSCRIBE_SUCCESS } from '../../features/footer/index.ts'

export function NoScriptSubscribed({ outcome }: { outcome: 'subscribed' | 'invalid' | 'failed' }) {
  return (
    <main className="page subscribe-page">
      <h1>{t({ message: 'Newsletter', comment: 'Heading of the page that answers the footer subscribe form when scripts do not run' })}</h1>
      {outcome === 'subscribed' ? (
        <p role="status">{i18n._(SUBSCRIBE_SUCCESS)}</p>
      ) : (
        <p className="error-text" role="alert">
          {outcome === 'invalid' ? t`Enter an email address like name@example.com, then try again below.` : i18n._(SUBSCRIBE_ERROR)}
        </p>
      )}
      <p>
        <Link to="/">{t`Back to the home page`}</Link>
      </p>
    </main>
  )
}
