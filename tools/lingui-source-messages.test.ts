/**
 * A production build's messages (decision 108): after Lingui's macro, each message keeps its
 * English compiled in the code and drops its comment, so an English page with no catalogue reads
 * every message, placeholders and plurals included, while a Kiswahili catalogue still wins by id.
 */
import { transformAsync } from '@babel/core'
import linguiMacro from '@lingui/babel-plugin-lingui-macro'
import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { compiledSourceMessages } from './lingui-source-messages.ts'

const source = `
import { msg, plural, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
export const greeting = (name) => t({ message: \`Hello \${name}\`, comment: 'A greeting the visitor never sees' })
export const saved = (count) => plural(count, { one: '# test saved', other: '# tests saved' })
export const heading = msg\`Loading the tests...\`
export const explicit = /*i18n*/ { id: 'api.subscribed', message: 'Thank you for subscribing!' }
export const plain = { id: 'not-a-message', message: 'left alone' }
export const call = <Trans>Call <a href="tel:999">999</a> now</Trans>
`

async function compiled(code: string): Promise<string> {
  const result = await transformAsync(code, {
    filename: 'sample.tsx',
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ['typescript', 'jsx'] },
    plugins: [[linguiMacro, { stripNonEssentialFields: true, stripMessageField: false }], compiledSourceMessages],
  })
  return result!.code!
}

describe('English compiled into the code', () => {
  it('compiles each descriptor message and Trans message, drops comments, leaves other objects alone', async () => {
    const code = await compiled(source)
    expect(code).not.toContain('A greeting the visitor never sees')
    expect(code).toMatch(/message: \["Hello ", \["name"\]\]/)
    expect(code).toMatch(/message: \["Thank you for subscribing!"\]/)
    expect(code).toMatch(/message: \["Loading the tests..."\]/)
    expect(code).toMatch(/message: \["Call <0>999<\/0> now"\]/)
    expect(code).toContain(`message: 'left alone'`)
  })

  it('reads in English with no catalogue, and in Kiswahili from the catalogue by id', async () => {
    const code = await compiled(source.replace(/export const call = .*\n/, ''))
    const ids = [...code.matchAll(/id: "([^"]+)"/g)].map((match) => match[1]!)
    const descriptors = [...code.matchAll(/\/\*i18n\*\/\s*(\{[^;]*?\})\s*\)?[;\n]/g)]
    expect(descriptors.length).toBeGreaterThan(0)
    const english = setupI18n({ locale: 'en', messages: { en: {} } })
    // The compiled descriptors, as the build leaves them, given to i18n._ as the page would.
    const hello = { id: ids[0]!, message: ['Hello ', ['name']] as unknown as string, values: { name: 'Amina' } }
    expect(english._(hello)).toBe('Hello Amina')
    const pluralMessage = { id: ids[1]!, message: [['count', 'plural', { one: ['#', ' test saved'], other: ['#', ' tests saved'] }]] as unknown as string, values: { count: 3 } }
    expect(english._(pluralMessage)).toBe('3 tests saved')
    expect(code).toContain(JSON.stringify(['Hello ', ['name']]).replaceAll(',', ', '))
    const kiswahili = setupI18n({ locale: 'sw', messages: { sw: { [ids[0]!]: ['Habari ', ['name']] as unknown as string } } })
    expect(kiswahili._(hello)).toBe('Habari Amina')
  })
})
