/**
 * The JavaScript budgets of bench/budgets.json, from the production build of dist/ as it is now
 * (built first when missing or older than its sources): the KiB of
 * JavaScript (brotli, as the server sends it) that each budgeted route loads before its first
 * screen. A new dependency or an import that pulls a heavy module into the home page or the test
 * flow fails here, before it reaches a phone on a slow network.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import budgets from './budgets.json' with { type: 'json' }
import { routeTable } from '../schemas/routes.ts'
import { kib, measuredRoutes, routeWeights, type RouteWeight } from './page-weight.ts'
import { buildIfStale, webBuild } from '../tools/build-targets.ts'

let outDir: string
let weights: RouteWeight[]
let manifestKeys: string[]

beforeAll(async () => {
  // The production build of dist/, made here only when it is missing or older than its sources,
  // and shared with the end-to-end journeys (tools/build-targets.ts).
  await buildIfStale(webBuild)
  outDir = webBuild.outDir
  weights = await routeWeights(outDir)
  manifestKeys = Object.keys(JSON.parse(await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as object)
}, 180_000)

describe('JavaScript each route loads first (brotli)', () => {
  it.each(Object.entries(budgets.sizes))('%s stays within its budget', (route, budget) => {
    const weight = weights.find((candidate) => candidate.route === route)
    expect(weight, `${route} is not measured by bench/page-weight.ts`).toBeDefined()
    const used = kib(weight!.js.brotli)
    console.log(`${route}: ${used} KiB of JavaScript (budget ${budget.jsKiB} KiB), ${kib(weight!.css.brotli)} KiB of CSS`)
    expect(used).toBeLessThanOrEqual(budget.jsKiB)
  })

  it('measures every route the benchmark reports, each loading the shared entry and some JavaScript', () => {
    expect(weights.map((weight) => weight.route)).toEqual(measuredRoutes.map((route) => route.route))
    const home = weights[0]!
    for (const weight of weights) {
      expect(weight.js.brotli).toBeGreaterThan(0)
      expect(weight.js.brotli).toBeGreaterThanOrEqual(home.js.brotli)
      expect(weight.js.brotli).toBeLessThan(weight.js.gzip)
    }
  })
})

describe('the page shell preloads', () => {
  it('name modules that the build really has, so each route gets its code preloaded', () => {
    const named = routeTable.flatMap((route) => route.modules)
    expect(named.filter((module) => !manifestKeys.includes(module))).toEqual([])
  })
})
