/**
 * The head texts the server writes in Kiswahili are index.html's: when the web app's index.html
 * changes its description, no-JavaScript notice or default title, this fails until the server's
 * English message (and so its Kiswahili) follows.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { headTexts, inLanguage } from './page-language.ts'

const indexHtml = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8')

describe("index.html's head texts", () => {
  it('are the English of the messages the server translates', () => {
    expect(indexHtml).toContain(`<meta name="description" content="${headTexts.description.message}" />`)
    expect(indexHtml).toContain(`<title>${headTexts.defaultTitle.message}</title>`)
    expect(indexHtml).toContain(`<noscript>${headTexts.noscript.message}</noscript>`)
  })

  it('are all replaced in a Kiswahili page, and the language set', () => {
    const page = inLanguage(indexHtml, 'sw')
    expect(page).toMatch(/^<!doctype html>\s*<html lang="sw">/)
    for (const { message } of Object.values(headTexts)) expect(page).not.toContain(message)
    expect(inLanguage(indexHtml, 'en')).toBe(indexHtml)
  })
})
