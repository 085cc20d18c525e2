/**
 * The footer's subscribe form without JavaScript (issue 21 item 1): a plain form post to
 * /subscribe (and /sw/subscribe) calls the subscribe API inside the server with the address
 * (`app.inject`, so its rules and limits are the API's), and answers a page that says the API's
 * thanks, or that the address could not be used (the footer's form, on the same page, takes
 * another try). Never stored in a cache, never logged (bodies are censored in every log line).
 */
import type { FastifyInstance } from 'fastify'
import { localisedPath, locales } from '#schemas/locales.ts'
import type { NoScriptPages } from './index.ts'
import { readFormPost } from './form-post.ts'

export async function noScriptSubscribeRoutes(app: FastifyInstance, { frame, renderer }: NoScriptPages): Promise<void> {
  for (const locale of locales) {
    const pathname = localisedPath('/subscribe', locale)
    app.post(pathname, { config: { formPosts: true } }, async (request, reply) => {
      const email = readFormPost(request.body)?.['email']
      const answer =
        typeof email === 'string'
          ? await app.inject({
              method: 'POST',
              url: '/api/email/subscribe/',
              remoteAddress: request.ip,
              headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': locale },
              payload: JSON.stringify({ email: email.trim() }),
            })
          : undefined
      const status = answer?.statusCode ?? 400
      const outcome = status === 200 || status === 201 ? 'subscribed' : status === 400 ? 'invalid' : 'failed'
      const main = await renderer.subscribed({ pathname, outcome })
      // The tab's title is the page's own heading, in the page's language.
      const html = await frame.page({ pathname, main })
      return reply
        .code(outcome === 'subscribed' ? 200 : outcome === 'invalid' ? 400 : 503)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(html)
    })
  }
}
