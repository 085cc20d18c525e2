/**
 * Plain HTML form posts (`application/x-www-form-urlencoded`) to the pages that work without
 * JavaScript (decision 092): read into an object whose fields a schema then checks. A field sent
 * once is a string; `answer` (the fields a question's choices share) is always a list; any other
 * field sent more than once stays a list, which its schema refuses.
 */
import type { FastifyInstance } from 'fastify'

export const formMediaType = 'application/x-www-form-urlencoded'

/** The largest form a no-script page posts: the answers so far and one typed answer fit well within it. */
export const formPostBodyLimit = 128 * 1024

/** Fields that are always lists (a question's checkboxes share one name). */
const listFields = new Set(['answer'])

export type FormFields = Record<string, string | string[]>

export function formFields(text: string): FormFields {
  const params = new URLSearchParams(text)
  const fields: FormFields = Object.create(null) as FormFields
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name)
    fields[name] = listFields.has(name) || values.length > 1 ? values : values[0]!
  }
  return fields
}

/** The posted fields, or undefined when the body was not a form. */
export function readFormPost(body: unknown): FormFields | undefined {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...(body as FormFields) } : undefined
}

/** Lets the routes of this context read form posts (the content-type plugin lets them through only to no-script pages). */
export function acceptFormPosts(app: FastifyInstance): void {
  app.addContentTypeParser(formMediaType, { parseAs: 'string', bodyLimit: formPostBodyLimit }, (_request, body, done) => done(null, formFields(body as string)))
}
