/**
 * The cards of 'Most Popular Tests': the titles and order from site.json, the description, image
 * and duration from each test's own file. Only those three fields of the five tests come into
 * the home page's bundle (the files' named exports; the query keeps these modules apart from the
 * test route's imports of the same files, which carry the questions). The list of files must
 * name every test site.json lists: popular-tests.dom.test.tsx checks it.
 */
import { home } from '../../../tests-catalog/site.json'

const folder = '../../../tests-catalog/tests/'
const descriptions = import.meta.glob<string>('../../../tests-catalog/tests/{burnout,depression,diabetes-risk,hypertension-risk,sti-risk}.json', { eager: true, import: 'description', query: '?home&lang.json' })
const images = import.meta.glob<string>('../../../tests-catalog/tests/{burnout,depression,diabetes-risk,hypertension-risk,sti-risk}.json', { eager: true, import: 'image', query: '?home&lang.json' })
const durations = import.meta.glob<string>('../../../tests-catalog/tests/{burnout,depression,diabetes-risk,hypertension-risk,sti-risk}.json', { eager: true, import: 'duration', query: '?home&lang.json' })

export type PopularTestCard = { id: string; title: string; to: string; description?: string; image?: string; duration?: string }

export const popularTestCards: readonly PopularTestCard[] = home.popularTests.tests.map(({ id, title, routeSlug }) => {
  const file = `${folder}${routeSlug}.json`
  return { id, title, to: `/tests/${routeSlug}`, description: descriptions[file], image: images[file], duration: durations[file] }
})
