/**
 * The page map keeps to the route table (schemas/routes.ts): each lazy page's loader imports the
 * modules the table names for its route (the server preloads those chunks), read from the
 * loader's source; and the type checker refuses a map that lacks a route's page, has a page for
 * no route, or gives a lazy route an eager page (the `@ts-expect-error` lines below fail
 * `npm run typecheck` the day they stop being errors).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { routeTable } from '#schemas/routes.ts'
import { routePages, type RoutePages } from './route-pages.tsx'

const file = new URL('./route-pages.tsx', import.meta.url)
const source = ts.createSourceFile('route-pages.tsx', readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)

/** The modules (as paths under web/) each entry of an object literal imports, by property name; a property naming a variable counts that variable's imports. */
function importsByEntry(): Map<string, string[]> {
  const webDir = path.dirname(path.dirname(file.pathname))
  const importsIn = (node: ts.Node): string[] => {
    const found: string[] = []
    const visit = (child: ts.Node) => {
      if (ts.isCallExpression(child) && child.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(child.arguments[0]!)) {
        found.push(path.relative(webDir, path.resolve(path.dirname(file.pathname), child.arguments[0].text)))
      }
      ts.forEachChild(child, visit)
    }
    visit(node)
    return found
  }
  const variables = new Map<string, ts.Node>()
  const entries = new Map<string, string[]>()
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) variables.set(node.name.text, node.initializer)
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'routePages' && node.initializer && ts.isObjectLiteralExpression(node.initializer)) {
      for (const property of node.initializer.properties) {
        if (!ts.isPropertyAssignment(property)) continue
        const name = ts.isStringLiteral(property.name) || ts.isIdentifier(property.name) ? property.name.text : ''
        const value = ts.isIdentifier(property.initializer) ? variables.get(property.initializer.text) : property.initializer
        entries.set(name, value ? importsIn(value) : [])
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return entries
}

describe('the page of each route', () => {
  const imports = importsByEntry()

  it('exists for every route of the table and for nothing else', () => {
    expect(Object.keys(routePages).sort()).toEqual(routeTable.map((route) => route.id).sort())
  })

  it("imports the modules the table names for its route (the ones the server preloads), a page drawn by the entry none", () => {
    expect(imports.size).toBe(routeTable.length)
    for (const route of routeTable) {
      const imported = imports.get(route.id) ?? []
      expect([route.id, route.modules.filter((module) => !imported.includes(module))]).toEqual([route.id, []])
      expect([route.id, route.modules.length === 0 ? imported : route.modules[0]]).toEqual([route.id, route.modules.length === 0 ? [] : imported[0]])
    }
  })
})

// Type-level checks, run by `npm run typecheck`.
const { premium: _premium, ...withoutPremium } = routePages
// @ts-expect-error a route of the table without its page
export const lacksARoute: RoutePages = withoutPremium
// @ts-expect-error a page for a route the table does not have
export const extraPage: RoutePages = { ...routePages, 'no-such-route': { component: () => null } }
// @ts-expect-error a lazily loaded route given a component drawn by the entry
export const eagerLazyRoute: RoutePages = { ...routePages, premium: { component: () => null } }
