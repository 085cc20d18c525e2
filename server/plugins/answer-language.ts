/**
 * Every API answer's sentences in the language the page asked for (its `Accept-Language`, which
 * the web client sets to the page's language: schemas/api-contract.ts `apiHeaders.language`),
 * through the registered messages of server/i18n/answer-messages.ts, and `Content-Language` saying
 * which. One hook for every route and the error handler, so no route chooses a language itself,
 * except that a route may say its answer is in another language (Content-Language), which is kept.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { requestLocale } from '../i18n/index.ts'
import { translateAnswer } from '../i18n/answer-messages.ts'

async function answerLanguage(app: FastifyInstance): Promise<void> {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload
    const locale = requestLocale(request)
    // A route whose answer's language is not simply the one asked for says so itself: a test asked
    // for in Kiswahili that has no Kiswahili version is answered in English (server/routes/tests.ts).
    if (!reply.hasHeader('content-language')) reply.header('content-language', locale)
    return translateAnswer(payload, locale)
  })
}

export default fp(answerLanguage, { name: 'answer-language' })
