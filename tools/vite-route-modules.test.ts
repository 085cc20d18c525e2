/**
 * The build's check of the route table's modules: a module the table names that the manifest has
 * no chunk for is reported with its route, so the build fails instead of losing the preload.
 */
import { describe, expect, it } from 'vitest'
import { appStartModule, routeTable } from '../schemas/routes.ts'
import { modulesMissingFrom } from './vite-route-modules.ts'

describe('modules the route table names', () => {
  const everyModule = [...new Set(routeTable.flatMap((route) => route.modules))]

  it('are all found in a manifest that has them', () => {
    expect(everyModule.length).toBeGreaterThan(5)
    expect(modulesMissingFrom(['main.tsx', appStartModule, ...everyModule])).toEqual([])
  })

  it('are reported, with their routes, when the manifest lacks one', () => {
    expect(modulesMissingFrom([appStartModule, ...everyModule.filter((module) => module !== 'features/premium/index.ts')])).toEqual(['features/premium/index.ts (route premium)'])
    expect(modulesMissingFrom(everyModule)).toEqual([`${appStartModule} (route app start)`])
    const added = [...routeTable, { id: 'new-page', modules: ['features/new-page/index.ts'] }]
    expect(modulesMissingFrom(everyModule, added)).toEqual(['features/new-page/index.ts (route new-page)'])
  })
})
