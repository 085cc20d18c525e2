/**
 * Which of the site's languages an `Accept-Language` header prefers (RFC 9110 section 12.5.4,
 * with RFC 4647 basic filtering): a range names a language when it is the language's code or
 * begins with it and a hyphen (`sw`, `sw-KE`, `SW-ke`), `*` names any language not named
 * otherwise; each language takes the highest quality of the ranges that name it, and `q=0` refuses
 * it. The best quality wins; on a tie, the language whose range came first. No header, or a header
 * that names none of the site's languages, is English.
 *
 * The API answers its messages in `requestLocale(request)`: the web app sends the page's language
 * as `Accept-Language` with every call (schemas/api-contract.ts `apiHeaders.language`).
 */
import type { FastifyRequest } from 'fastify'
import { defaultLocale, locales, type Locale } from '#schemas/locales.ts'

type Range = { tag: string; quality: number; position: number }

function ranges(header: string): Range[] {
  return header.split(',').flatMap((part, position) => {
    const [tag = '', ...parameters] = part.trim().split(';')
    const qualityParameter = parameters.map((parameter) => parameter.trim()).find((parameter) => /^q=/i.test(parameter))
    const quality = qualityParameter === undefined ? 1 : Number(qualityParameter.slice(2))
    if (!tag.trim() || !Number.isFinite(quality) || quality < 0 || quality > 1) return []
    return [{ tag: tag.trim().toLowerCase(), quality, position }]
  })
}

const names = (tag: string, locale: Locale): boolean => tag === locale || tag.startsWith(`${locale}-`)

export function preferredLocale(header: string | undefined): Locale {
  if (!header) return defaultLocale
  const given = ranges(header)
  let best: { locale: Locale; quality: number; position: number } | undefined
  for (const locale of locales) {
    const own = given.filter((range) => names(range.tag, locale))
    const matching = own.length > 0 ? own : given.filter((range) => range.tag === '*')
    if (matching.length === 0) continue
    const quality = Math.max(...matching.map((range) => range.quality))
    const position = Math.min(...matching.filter((range) => range.quality === quality).map((range) => range.position))
    if (quality > 0 && (!best || quality > best.quality || (quality === best.quality && position < best.position))) best = { locale, quality, position }
  }
  return best?.locale ?? defaultLocale
}

/** The language an API answer's messages are written in: the request's Accept-Language. */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers['accept-language']
  return preferredLocale(Array.isArray(header) ? header.join(',') : header)
}
