/** The types in schemas/generated/ must be what `npm run schemas` makes from today's schemas. */
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { generatedFileName, generateTypes, schemaFileNames } from './generate-types.ts'

const generatedDir = fileURLToPath(new URL('../schemas/generated/', import.meta.url))

describe('generated types', async () => {
  const names = await schemaFileNames()

  it('exist for every schema', () => {
    expect(names).toContain('test-definition.schema.json')
  })

  it.each(names)('are up to date for %s (run npm run schemas if this fails)', async (name) => {
    const committed = await readFile(`${generatedDir}${generatedFileName(name)}`, 'utf8')
    expect(committed).toBe(await generateTypes(name))
  })
})
