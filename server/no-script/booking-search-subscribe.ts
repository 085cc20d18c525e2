/**
 * Search, subscribe, booking and checkout without JavaScript (issue 21 item 1), as one plugin
 * registered after the no-script frame (index.ts) and before the web app's pages: it registers the
 * form posts (booking-pages.ts, subscribe-pages.ts) and decorates `app.noScriptBodyFor`, which the
 * web app's page answer asks for the `<noscript>` body of a page whose content depends on its
 * address (the search's words, the booking's product, the checkout's booking, the payment returned
 * from the provider: payment-pages.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { acceptFormPosts } from './form-post.ts'
import { bookingNoScriptBody, bookingSearchOf, checkoutNoScriptBody, checkoutServiceId, noScriptBookingRoutes } from './booking-pages.ts'
import { isPaymentReturnPage, paymentNoScriptBody } from './payment-pages.ts'
import { isSearchPage, searchNoScriptBody } from './search-pages.ts'
import { noScriptSubscribeRoutes } from './subscribe-pages.ts'

export type NoScriptBodyFor = (request: FastifyRequest, pathname: string, search: string) => Promise<string | undefined>

async function bookingSearchSubscribe(app: FastifyInstance): Promise<void> {
  const noScript = app.noScript
  if (!noScript) {
    app.decorate('noScriptBodyFor', async () => undefined)
    return
  }
  const bodyFor: NoScriptBodyFor = async (request, pathname, search) => {
    const params = new URLSearchParams(search)
    if (isSearchPage(pathname)) return searchNoScriptBody(noScript, pathname, params)
    const bookingSearch = bookingSearchOf(pathname, params)
    if (bookingSearch !== undefined) return bookingNoScriptBody(noScript, pathname, bookingSearch)
    if (isPaymentReturnPage(pathname)) return paymentNoScriptBody(app, request, noScript, pathname, params)
    const serviceId = checkoutServiceId(pathname)
    if (serviceId !== undefined) return checkoutNoScriptBody(app, request, noScript, pathname, serviceId)
    return undefined
  }
  app.decorate('noScriptBodyFor', bodyFor)
  await app.register(async (scope) => {
    acceptFormPosts(scope)
    await noScriptBookingRoutes(scope, noScript)
    await noScriptSubscribeRoutes(scope, noScript)
  })
}

export default fp(bookingSearchSubscribe, { name: 'no-script-booking-search-subscribe', dependencies: ['no-script-pages'] })

declare module 'fastify' {
  interface FastifyInstance {
    /** The `<noscript>` body of a page whose content depends on its address, or undefined for the page's usual one. */
    noScriptBodyFor: NoScriptBodyFor
  }
}
