/**
 * No visitor-facing English without a message id in the web app (issue 20, decision 065): every
 * non-test .ts/.tsx file of web/ is parsed and each English string that reaches the screen (JSX
 * text, visible attributes, toasts, page titles, text-like keys, and the constants and functions of
 * the file they come from) fails here with its file, line and text (tools/untranslated-strings.ts).
 * What is allowed is allowed by rule: brand names come from tests-catalog/site.json and language
 * names from schemas/locales.ts, never from a list of strings here.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { localeNames } from '#schemas/locales.ts'
import site from '../tests-catalog/site.json' with { type: 'json' }
import { findUntranslated, type AllowedWords } from './untranslated-strings.ts'

const root = fileURLToPath(new URL('../', import.meta.url))

/**
 * The names that stay as they are in every language: the site's brand, its parent company and its
 * assistant, the networks of its social links and its chat channels (a contact with a chat link).
 */
export const allowedWords: AllowedWords = {
  brandNames: [
    site.brand.name,
    site.brand.parentCompany,
    site.assistant.name,
    ...site.socialLinks.map((link) => link.network),
    ...Object.entries(site.contact).flatMap(([channel, value]) => (typeof value === 'object' && 'chatLink' in value ? [channel] : [])),
  ],
  languageNames: Object.values(localeNames),
}

/**
 * Files still being converted to Lingui by the helpers of issue 20 (the folder's helper named).
 * The list only shrinks: an entry whose file has nothing left to translate fails the test.
 */
const waiting: Record<string, string> = {
}

/** The staff console is staff-facing and English only (decision 070): it declares lang="en" and is not a visitor's page. */
const staffFacing = (file: string) => file.startsWith('web/features/staff/')

function webSources(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'web'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file) && !file.startsWith('web/testing/') && !staffFacing(file))
}

const untranslatedIn = (file: string) => findUntranslated(file, readFileSync(path.join(root, file), 'utf8'), allowedWords)

describe('visitor-facing English without a message id', () => {
  it('is found in JSX text, visible attributes, toasts, titles, text-like keys, and the constants and functions they read', () => {
    const planted = `
      import { toast } from 'react-toastify'
      const SAVED = 'Your answers are saved.'
      const titles: Record<string, string> = { appointment: 'Book an appointment' }
      function statusText(paid: boolean) { return paid ? 'Paid' : 'Not paid yet' }
      export const page = { loading: 'Loading the page...' }
      export function Page({ paid, kind }: { paid: boolean; kind: string }) {
        document.title = 'Checkout'
        useDocumentTitle(titles[kind] ?? 'Booking not found')
        toast.error('Something went wrong.', { toastId: 'save-failed' })
        return (
          <main>
            <h1>Thank you</h1>
            <img src="/a.webp" alt="A doctor on a call" />
            <input aria-label="Your phone number" placeholder="0712 345 678" />
            <Field label="First name" hint={'As on your ID'} />
            <p>{SAVED}</p>
            <p>{statusText(paid)}</p>
            <p>{paid ? 'Done' : \`\${kind} pending\`}</p>
          </main>
        )
      }`
    expect(findUntranslated('web/planted.tsx', planted, allowedWords).map((found) => `${found.line}: ${found.text}`)).toEqual([
      '3: Your answers are saved.',
      '4: Book an appointment',
      '5: Paid',
      '5: Not paid yet',
      '6: Loading the page...',
      '8: Checkout',
      '9: Booking not found',
      '10: Something went wrong.',
      '13: Thank you',
      '14: A doctor on a call',
      '15: Your phone number',
      '16: First name',
      '16: As on your ID',
      '19: Done',
      '19: pending',
    ])
  })

  it('is not found in messages, names, numbers, addresses, identifiers or text that declares its language', () => {
    const clean = `
      import { t, msg, plural } from '@lingui/core/macro'
      import { Trans } from '@lingui/react/macro'
      import { i18n } from '@lingui/core'
      const heading = msg\`Your result\`
      const IN_KISWAHILI = { heading: 'Unahitaji msaada sasa hivi?' }
      const NOTICE_IN_KISWAHILI = 'Huna intaneti.'
      export function Page({ count, name }: { count: number; name: string }) {
        useDocumentTitle(t\`Checkout\`)
        toast.error(t({ message: 'Something went wrong.', comment: 'toast' }), { toastId: \`load-failed-\${name}\` })
        return (
          <main className="page checkout" id="main-content" data-testid="checkout">
            <h1>{i18n._(heading)}</h1>
            <p>{plural(count, { one: '# test', other: '# tests' })}</p>
            <p><Trans>Read our <a href="/privacy-policy">Privacy Policy</a>.</Trans></p>
            <p>Afya Hub &middot; Amani</p>
            <a href="tel:+254700000000">+254 700 000 000</a> <a href="mailto:hello@afyahub.example">hello@afyahub.example</a>
            <a href="https://wa.me/254700000001" aria-label="WhatsApp">WhatsApp</a>
            <a href="/sw/" lang="sw" hrefLang="sw">Kiswahili</a>
            <p lang="sw">Piga simu 1199 sasa.</p>
            <p lang="sw">{IN_KISWAHILI.heading} {NOTICE_IN_KISWAHILI}</p>
            <span aria-hidden="true">×</span> <span>{'/'}</span> <span>{name}</span>
            <Field status="idle" label={t\`First name\`} />
          </main>
        )
      }`
    expect(findUntranslated('web/clean.tsx', clean, allowedWords)).toEqual([])
  })

  it('is left nowhere in web/ outside the files still being converted', () => {
    const files = webSources()
    expect(files.length).toBeGreaterThan(100)
    const left = files.filter((file) => !(file in waiting)).flatMap(untranslatedIn).map((found) => `${found.file}:${found.line}: ${found.text}`)
    expect(left).toEqual([])
  })

  it('the list of files still being converted only shrinks', () => {
    const done = Object.keys(waiting).filter((file) => untranslatedIn(file).length === 0)
    expect(done, 'these files are converted: remove them from the waiting list').toEqual([])
    console.info(`Files still being converted: ${Object.keys(waiting).length}, with ${Object.keys(waiting).flatMap(untranslatedIn).length} strings left`)
  })
})
