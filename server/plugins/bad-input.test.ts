/**
 * Bad input is refused before anything is written:
 * - JSON bodies only: a POST in text/plain, as a form, or as multipart (except to the upload
 *   route) answers 415 in the error shape. A test-only route writes one outbox row per accepted
 *   request, so "nothing written" is counted, not assumed.
 * - "An unknown field is a 400, never dropped silently": every route's body and query-string
 *   schema (its registered schema files followed through $ref) closes every object it describes
 *   with `additionalProperties: false` (or `unevaluatedProperties: false`). Routes are collected
 *   from the real app as they register, so a new route is checked without touching this file.
 */
import type { FastifyInstance, FastifySchema } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ajv } from '#schemas/ajv.ts'
import { enqueueMail } from '../mail/outbox.ts'
import { createTestApp } from '../testing/test-app.ts'
import { testDatabaseKinds } from '../testing/test-database.ts'

type SchemaNode = Record<string, unknown>

const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Where in the schema an object is left open, as "<schema>#<pointer>". */
function openObjects(schema: unknown, where: string): string[] {
  const problems: string[] = []
  const seen = new Set<unknown>()

  function resolve(ref: string, root: SchemaNode, rootName: string): [SchemaNode | undefined, SchemaNode, string] {
    const [file, fragment = ''] = ref.split('#')
    const base = file ? (ajv.getSchema(file)?.schema as SchemaNode | undefined) : root
    const baseName = file || rootName
    if (!base) return [undefined, root, rootName]
    const target = fragment
      .split('/')
      .filter(Boolean)
      .reduce<unknown>((node, part) => (isNode(node) ? node[decodeURIComponent(part)] : undefined), base)
    return [isNode(target) ? target : undefined, base, baseName]
  }

  function walk(node: unknown, pointer: string, root: SchemaNode, rootName: string, closedByParent: boolean): void {
    if (!isNode(node) || seen.has(node)) return
    seen.add(node)
    if (typeof node['$ref'] === 'string') {
      const [target, base, baseName] = resolve(node['$ref'], root, rootName)
      if (!target) problems.push(`${rootName}#${pointer}: $ref ${node['$ref']} is not registered`)
      else walk(target, node['$ref'].split('#')[1] ?? '', base, baseName, closedByParent)
    }
    const closesItself = node['additionalProperties'] === false || node['unevaluatedProperties'] === false
    const describesObject = isNode(node['properties']) || node['type'] === 'object'
    const openMap = isNode(node['additionalProperties'])
    if (describesObject && !closesItself && !openMap && !closedByParent) problems.push(`${rootName}#${pointer || '/'}`)

    for (const [name, child] of Object.entries(isNode(node['properties']) ? node['properties'] : {})) {
      walk(child, `${pointer}/properties/${name}`, root, rootName, false)
    }
    for (const key of ['items', 'additionalProperties', 'contains', 'not']) walk(node[key], `${pointer}/${key}`, root, rootName, false)
    for (const key of ['prefixItems', 'allOf', 'anyOf', 'oneOf']) {
      const list = Array.isArray(node[key]) ? (node[key] as unknown[]) : []
      // A branch of a closed object (required-field combinations, say) need not close itself.
      list.forEach((child, index) => walk(child, `${pointer}/${key}/${index}`, root, rootName, closesItself && key !== 'prefixItems'))
    }
    for (const key of ['if', 'then', 'else']) walk(node[key], `${pointer}/${key}`, root, rootName, closesItself)
  }

  walk(schema, '', isNode(schema) ? schema : {}, where, false)
  return problems
}

describe('openObjects', () => {
  it('finds an object left open, through properties and items', () => {
    const schema = {
      type: 'object',
      properties: { list: { type: 'array', items: { type: 'object', properties: { a: { type: 'string' } } } } },
      additionalProperties: false,
    }
    expect(openObjects(schema, 'example')).toEqual(['example#/properties/list/items'])
    expect(openObjects({ type: 'object', properties: {}, additionalProperties: false }, 'closed')).toEqual([])
    const branches = { type: 'object', properties: { a: {}, b: {} }, additionalProperties: false, anyOf: [{ required: ['a'] }, { required: ['b'] }] }
    expect(openObjects(branches, 'branches')).toEqual([])
    expect(openObjects({ oneOf: [{ type: 'object', properties: { a: {} } }] }, 'open branch')).toEqual(['open branch#/oneOf/0'])
  })
})

const writeUrl = '/api/__test__/write'
const notJson = { message: 'Send the request as JSON.', errors: [] }
const multipartBody = [
  '--boundary42',
  'Content-Disposition: form-data; name="email"',
  '',
  'wanjiru@example.invalid',
  '--boundary42--',
  '',
].join('\r\n')

describe.each(testDatabaseKinds)('bad input (%s)', (kind) => {
  let app: FastifyInstance
  const routeSchemas: { route: string; part: string; schema: unknown }[] = []

  beforeAll(async () => {
    ;({ app } = await createTestApp({ kind, env: { RATE_LIMIT_WRITES_PER_MINUTE: '1000' } }))
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api/__test__/')) return
      const schema = (route.schema ?? {}) as FastifySchema
      for (const part of ['body', 'querystring'] as const) {
        if (schema[part] !== undefined) routeSchemas.push({ route: `${String(route.method)} ${route.url}`, part, schema: schema[part] })
      }
    })
    app.register(async (scope) => {
      const body = {
        type: 'object',
        properties: { email: { type: 'string', title: 'Email' } },
        required: ['email'],
        additionalProperties: false,
      }
      scope.post(writeUrl, { schema: { body } }, async (request, reply) => {
        const { email } = request.body as { email: string }
        await enqueueMail(scope.db, { kind: 'test', recipient: email, subject: 'test', body: 'test' })
        return reply.code(201).send({ ok: true })
      })
      // Like the sandbox payment page's buttons: a form with no fields, in a scope that reads forms.
      scope.register(async (forms) => {
        forms.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}))
        forms.post('/api/__test__/no-body', async () => ({ ok: true }))
      })
    })
    await app.ready()
  }, 30_000)
  afterAll(async () => app.close())

  async function outboxRows(): Promise<number> {
    const row = await app.db.selectFrom('outbox').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow()
    return Number(row.count)
  }

  it.each([
    ['text/plain', 'text/plain;charset=UTF-8', '{"email":"wanjiru@example.invalid"}'],
    ['a form', 'application/x-www-form-urlencoded', 'email=wanjiru%40example.invalid'],
    ['multipart outside the upload route', 'multipart/form-data; boundary=boundary42', multipartBody],
    ['XML', 'application/xml', '<email>wanjiru@example.invalid</email>'],
  ])('answers 415 to %s and writes nothing', async (_name, contentType, payload) => {
    const before = await outboxRows()
    const response = await app.inject({ method: 'POST', url: writeUrl, headers: { 'content-type': contentType }, payload })
    expect(response.statusCode).toBe(415)
    expect(response.json()).toEqual(notJson)
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(await outboxRows()).toBe(before)
  })

  it('answers 415 to a body sent without any content type', async () => {
    const response = await app.inject({ method: 'POST', url: writeUrl, payload: Buffer.from('{"email":"a@b.co"}') })
    expect(response.statusCode).toBe(415)
    expect(response.json()).toEqual(notJson)
  })

  it('accepts JSON, with or without a charset, and writes the row', async () => {
    const before = await outboxRows()
    for (const contentType of ['application/json', 'Application/JSON; charset=utf-8']) {
      const response = await app.inject({
        method: 'POST',
        url: writeUrl,
        headers: { 'content-type': contentType },
        payload: JSON.stringify({ email: 'wanjiru@example.invalid' }),
      })
      expect(response.statusCode).toBe(201)
    }
    expect(await outboxRows()).toBe(before + 2)
  })

  it('refuses an unknown field with a 400 naming it, and writes nothing', async () => {
    const before = await outboxRows()
    const response = await app.inject({ method: 'POST', url: writeUrl, payload: { email: 'a@b.co', is_paid: true } })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ errors: [{ path: '/is_paid', message: '"is_paid" is not a field this request accepts.' }] })
    expect(await outboxRows()).toBe(before)
  })

  it('lets a POST without a body through to the route, an empty form post (a plain button) included', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/__test__/no-body' })
    expect(response.statusCode).toBe(200)
    const emptyForm = await app.inject({
      method: 'POST',
      url: '/api/__test__/no-body',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '0' },
    })
    expect(emptyForm.statusCode).toBe(200)
  })

  it("lets a form through to Pesapal's payment notification only", async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' }
    const payload = 'OrderTrackingId=not-a-real-order&OrderNotificationType=IPNCHANGE'
    const notification = await app.inject({ method: 'POST', url: '/api/payments/pesapal/ipn', headers: form, payload })
    expect(notification.statusCode).not.toBe(415)
    const payNow = await app.inject({ method: 'POST', url: '/api/payments/get_payment_data/', headers: form, payload: 'service_id=x' })
    expect(payNow.statusCode).toBe(415)
  })

  it('lets multipart through to the upload route only', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'content-type': 'multipart/form-data; boundary=boundary42' },
      payload: multipartBody,
    })
    expect(response.statusCode).not.toBe(415)
    const wrongMethod = await app.inject({
      method: 'PUT',
      url: '/api/uploads',
      headers: { 'content-type': 'multipart/form-data; boundary=boundary42' },
      payload: multipartBody,
    })
    expect(wrongMethod.statusCode).toBe(415)
  })

  it('has every route close every object of its body and query string, so an unknown field is refused', () => {
    expect(routeSchemas.length).toBeGreaterThan(0)
    const problems = routeSchemas.flatMap(({ route, part, schema }) => openObjects(schema, `${route} ${part}`))
    expect(problems).toEqual([])
  })
})
