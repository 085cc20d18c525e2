// @vitest-environment jsdom
/**
 * What a Kiswahili test page fetches for its result before the result screen: the result's
 * messages (its safety card is drawn before the result's own module), not its content (the
 * services its next steps name, decision 063), which comes with the result screen's module. A
 * later load that names the feature brings the content.
 */
import { msg } from '@lingui/core/macro'
import { afterAll, expect, it } from 'vitest'
import { featureContent, i18n, loadCatalogues } from '../shared/i18n.ts'
import { backToEnglish } from '../testing/kiswahili-page.ts'
import { routePages } from './route-pages.tsx'

afterAll(backToEnglish)

// A message of the result feature (web/features/result/score-circle.tsx), in its Kiswahili catalogue only.
const actNow = msg({ message: 'Act now', comment: 'Score ring, large, when danger signs apply (short: fits a 120 px circle)' })

it("loads the result's messages with a Kiswahili test page, and its content only with the result screen", async () => {
  i18n.loadAndActivate({ locale: 'sw', messages: {} })
  const page = routePages.test
  if (!('load' in page)) throw new Error('the test route is a lazy page')
  expect(i18n._(actNow)).toBe('Act now')
  await page.load()
  expect(i18n._(actNow)).toBe('Chukua hatua')
  expect(featureContent('result', 'sw')).toBeUndefined()
  await loadCatalogues('sw', ['result'])
  expect(featureContent('result', 'sw')).toBeDefined()
}, 20_000)
