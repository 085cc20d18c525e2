import { describe, expect, it } from 'vitest'
import { localisedPath, splitLocale } from './locales.ts'

describe('the language of an address', () => {
  it('reads Kiswahili from the /sw prefix and English from any other path', () => {
    expect(splitLocale('/sw/')).toEqual({ locale: 'sw', path: '/' })
    expect(splitLocale('/sw')).toEqual({ locale: 'sw', path: '/' })
    expect(splitLocale('/sw/tests/depression')).toEqual({ locale: 'sw', path: '/tests/depression' })
    expect(splitLocale('/tests/depression')).toEqual({ locale: 'en', path: '/tests/depression' })
    expect(splitLocale('/swahili-tips')).toEqual({ locale: 'en', path: '/swahili-tips' })
  })

  it('writes a path back for each language, and the two rules agree', () => {
    expect(localisedPath('/', 'sw')).toBe('/sw/')
    expect(localisedPath('/booking?service=x', 'sw')).toBe('/sw/booking?service=x')
    expect(localisedPath('/tests/depression', 'en')).toBe('/tests/depression')
    for (const path of ['/', '/tests/depression', '/categories/mental-health']) {
      for (const locale of ['en', 'sw'] as const) expect(splitLocale(localisedPath(path, locale))).toEqual({ locale, path })
    }
  })
})
