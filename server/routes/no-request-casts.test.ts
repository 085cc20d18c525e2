/**
 * Route handlers are typed from the contract table's schemas (issue 19 item 5, decision 052): no
 * source file of the server casts what a request carries (`request.body as X`, `<X>request.query`,
 * `request.params as unknown as Y`). A cast would let a handler read a shape no schema checked.
 * Tests and server/testing/ (fakes of other services) are left out.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const serverRoot = fileURLToPath(new URL('../', import.meta.url))
const requestParts = new Set(['body', 'query', 'params'])
const requestNames = new Set(['request', 'req'])

/** `file:line: text` for every cast whose operand is a request's body, query or params. */
export function requestCasts(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: string[] = []
  const isRequestPart = (node: ts.Expression): boolean => {
    const inner = ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node) ? node.expression : node
    if (ts.isAsExpression(inner) || ts.isTypeAssertionExpression(inner) || ts.isSatisfiesExpression(inner)) return isRequestPart(inner.expression)
    return ts.isPropertyAccessExpression(inner) && requestParts.has(inner.name.text) && ts.isIdentifier(inner.expression) && requestNames.has(inner.expression.text)
  }
  const visit = (node: ts.Node) => {
    if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && isRequestPart(node.expression)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart())
      found.push(`${file}:${line + 1}: ${node.getText()}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

function serverSources(): string[] {
  return readdirSync(serverRoot, { recursive: true, encoding: 'utf8' }).filter(
    (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.startsWith(`testing${path.sep}`) && !name.includes('node_modules'),
  )
}

describe('what a request carries is never cast', () => {
  it('finds a cast of the body, the query or the params, however it is written', () => {
    const planted = [
      'app.post("/x", async (request) => { const a = request.body as { email: string } })',
      'const { id } = (request.query as unknown as { id: string })',
      'const b = <Thing>req.params',
      'const c = (request.body!) as Thing',
    ].join('\n')
    expect(requestCasts('planted.ts', planted)).toHaveLength(4)
    expect(requestCasts('typed.ts', 'app.post<{ Body: ChatRequest }>("/x", async (request) => request.body.userInput)')).toEqual([])
  })

  it('finds none in the server source', () => {
    const files = serverSources()
    expect(files).toContain(path.join('routes', 'chat.ts'))
    expect(files.flatMap((file) => requestCasts(path.join('server', file), readFileSync(path.join(serverRoot, file), 'utf8')))).toEqual([])
  })
})
