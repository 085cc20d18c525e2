/**
 * The production build's React Router (vite-react-router-production.ts): the files it points to
 * exist, are the production build, and export what the package's own entries do, so an upgrade that
 * moves or changes them fails here rather than in a visitor's browser.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { reactRouterProductionAliases } from './vite-react-router-production.ts'

const [main, dom] = reactRouterProductionAliases.map((alias) => alias.replacement) as [string, string]

describe('React Router in the production build', () => {
  it('points at the production files, whose dev warnings are off', () => {
    for (const file of [main, dom]) expect(file).toMatch(/[\\/]dist[\\/]production[\\/]/)
    const chunks = readFileSync(main, 'utf8').match(/\.\/chunk-[\w-]+\.mjs/g) ?? []
    const texts = chunks.map((chunk) => readFileSync(new URL(chunk, `file://${main}`), 'utf8')).join('\n')
    expect(texts).toContain('ENABLE_DEV_WARNINGS = false')
    expect(texts).not.toContain('ENABLE_DEV_WARNINGS = true')
  })

  it('exports the same names as the package entries the code imports', async () => {
    const [development, production] = await Promise.all([import('react-router'), import(/* @vite-ignore */ main)])
    expect(Object.keys(production as object).sort()).toEqual(Object.keys(development).sort())
    const [developmentDom, productionDom] = await Promise.all([import('react-router/dom'), import(/* @vite-ignore */ dom)])
    expect(Object.keys(productionDom as object).sort()).toEqual(Object.keys(developmentDom).sort())
  })
})
