/**
 * site.json's translations in two parts (tools/vite-site-words.ts): the home page's own words, and
 * every other page's (the banner included, which every page shows). Together they are the whole
 * translation, with no word in both, so no page loses a word to the split.
 */
import { describe, expect, it } from 'vitest'
import site from '../tests-catalog/site.json'
import { isHomePageWord, siteWords } from './vite-site-words.ts'

const translations = site.translations as unknown as Parameters<typeof siteWords>[0]
const pointers = (part: 'home' | 'shell') => Object.keys(siteWords(translations, part).sw!.team!)

describe('site.json words in parts', () => {
  it('keeps the home page sections apart from the words every page shows', () => {
    expect(pointers('home').length).toBeGreaterThan(50)
    expect(pointers('home').every((pointer) => pointer.startsWith('/home/') && !pointer.startsWith('/home/banner/'))).toBe(true)
    expect(pointers('shell')).toEqual(expect.arrayContaining(['/home/banner/title', '/assistant/promptBubble', '/brand/tagline', '/legal/privacyPolicyLastUpdated']))
    expect(pointers('shell').some(isHomePageWord)).toBe(false)
  })

  it('gives every translated word to exactly one part', () => {
    const all = Object.keys(translations.sw!.team!)
    expect([...pointers('home'), ...pointers('shell')].sort()).toEqual([...all].sort())
  })
})
