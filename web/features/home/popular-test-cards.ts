/**
 * The cards of 'Most Popular Tests': the titles and order from site.json, the description, image
 * and duration from each test's own file. Only those three fields of the five tests come into
 * the home page's bundle (the files' named exports; the query keeps these modules apart from the
 * test route's imports of the same files, which carry the questions). The list of files must
 * name every test site.json lists: popular-tests.dom.test.tsx checks it.
 *
 * In Kiswahili (decision 062) the title comes from site.json's translation and the description
 * from the test's own (web/shared/site-text.ts); a test not yet in Kiswahili says so instead of
 * showing English, and the minutes come from the duration's number.
 */
import { t, plural } from '@lingui/core/macro'
import { activeLocale } from '../../shared/i18n.ts'
import { popularTestText, siteHome } from '../../shared/site-text.ts'

const folder = '../../../tests-catalog/tests/'
const descriptions = import.meta.glob<string>('../../../tests-catalog/tests/{burnout,depression,diabetes-risk,hypertension-risk,sti-risk}.json', { eager: true, import: 'description', query: '?home&lang.json' })
const images = import.meta.glob<string>('../../../tests-catalog/tests/{burnout,depression,diabetes-risk,hypertension-risk,sti-risk}.json', { eager: true, import: 'image', query: '?home&lang.json' })
const durations = import.meta.glob<string>('../../../tests-catalog/tests/{burnout,depression,diabetes-risk,hypertension-risk,sti-risk}.json', { eager: true, import: 'duration', query: '?home&lang.json' })

export type PopularTestCard = { id: string; title: string; to: string; description?: string; image?: string; duration?: string }

/** 'Takes about 5 minutes' in the page's language, from a test's duration ('5 minutes'). */
function takesAbout(duration: string | undefined): string | undefined {
  const minutes = /^(\d+) minutes?$/.exec(duration ?? '')
  if (!minutes) return duration && t`Takes about ${duration}`
  const count = Number(minutes[1])
  return t({ message: plural(count, { one: 'Takes about # minute', other: 'Takes about # minutes' }), comment: 'How long a test takes, on its card' })
}

/** The cards in the page's language. */
export function popularTestCards(): readonly PopularTestCard[] {
  const english = activeLocale() === 'en'
  return siteHome().popularTests.tests.map(({ id, title, routeSlug }) => {
    const file = `${folder}${routeSlug}.json`
    const description = english ? descriptions[file] : popularTestText(routeSlug, '/description', undefined) ?? t`This test is in English for now.`
    return { id, title, to: `/tests/${routeSlug}`, description, image: images[file], duration: takesAbout(durations[file]) }
  })
}
