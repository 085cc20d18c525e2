/**
 * Generates TypeScript types from every JSON Schema in schemas/ into schemas/generated/.
 * Run with `npm run schemas`; `--check` compares instead of writing (used by the stale-types test).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import path from 'node:path'
import { compile } from 'json-schema-to-typescript'

const schemasDir = fileURLToPath(new URL('../schemas/', import.meta.url))
const generatedDir = path.join(schemasDir, 'generated')

const banner = `/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by \`npm run schemas\` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */`

export async function schemaFileNames(): Promise<string[]> {
  const names = await readdir(schemasDir)
  return names.filter((name) => name.endsWith('.schema.json')).sort()
}

export function generatedFileName(schemaFileName: string): string {
  return schemaFileName.replace(/\.schema\.json$/, '.ts')
}

export async function generateTypes(schemaFileName: string): Promise<string> {
  const schema = JSON.parse(await readFile(path.join(schemasDir, schemaFileName), 'utf8'))
  return compile(schema, schema.title, {
    bannerComment: banner,
    cwd: schemasDir,
    additionalProperties: false,
    unreachableDefinitions: true,
    format: true,
    style: { semi: false, singleQuote: true },
  })
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check')
  const stale: string[] = []
  for (const schemaFileName of await schemaFileNames()) {
    const target = path.join(generatedDir, generatedFileName(schemaFileName))
    const fresh = await generateTypes(schemaFileName)
    if (check) {
      const current = await readFile(target, 'utf8').catch(() => '')
      if (current !== fresh) stale.push(path.relative(process.cwd(), target))
    } else {
      await writeFile(target, fresh)
      console.log(`wrote ${path.relative(process.cwd(), target)}`)
    }
  }
  if (stale.length > 0) {
    console.error(`Stale generated types (run npm run schemas): ${stale.join(', ')}`)
    process.exitCode = 1
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()
