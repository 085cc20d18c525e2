/**
 * The journeys run under the site's own Content Security Policy (no bypass) and fail when it
 * refuses anything (support/page-watch.ts). Planted violations prove the watch hears them: a style
 * attribute parsed from HTML and an inline script are reported, while a CSSOM write
 * (element.style.setProperty), which the policy allows, is not. And no prerendered page carries a
 * style attribute, an inline stylesheet, or an inline script the policy would refuse (it names the
 * early steps' script by its hash, decision 117).
 */
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { prerenderedPaths } from '../tools/prerendered-paths.ts'
import { useJourney } from './support/journey.ts'
import { expectNoCspViolations } from './support/page-watch.ts'

const HOME_HEADING = 'Find the answers you need to fuel your wellness journey'

describe('Content Security Policy violations', () => {
  const journey = useJourney()

  it('are reported for a style attribute and an inline script, and fail the journey', async () => {
    const { page, csp } = await journey.open()
    await page.goto('/')
    await page.getByRole('heading', { level: 1, name: HOME_HEADING }).waitFor()
    expect(csp.take()).toEqual([])

    await page.evaluate(() => {
      document.body.insertAdjacentHTML('beforeend', '<p id="planted" style="color: red">planted</p>')
      const script = document.createElement('script')
      script.textContent = 'window.plantedScriptRan = true'
      document.body.append(script)
    })
    await expect.poll(() => csp.take().join('\n'), { timeout: 5000 }).toMatch(/style-src-attr/)
    // The two kinds arrive separately; plant again and read everything at once.
    await page.evaluate(() => {
      document.body.insertAdjacentHTML('beforeend', '<p style="color: blue">planted again</p>')
      const script = document.createElement('script')
      script.textContent = 'window.plantedScriptRan = true'
      document.body.append(script)
    })
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)))
    const violations = csp.take()
    expect(violations.some((text) => text.startsWith('securitypolicyviolation: style-src-attr blocked inline'))).toBe(true)
    expect(violations.some((text) => text.startsWith('securitypolicyviolation: script-src-elem blocked inline'))).toBe(true)
    expect(violations.some((text) => /^console: .*inline style.*Content Security Policy directive 'style-src/.test(text))).toBe(true)
    expect(violations.some((text) => /^console: .*inline script.*Content Security Policy directive 'script-src/.test(text))).toBe(true)
    expect(await page.evaluate(() => (window as unknown as { plantedScriptRan?: boolean }).plantedScriptRan)).toBeUndefined()
    expect(await page.locator('#planted').evaluate((element) => getComputedStyle(element).color)).not.toBe('rgb(255, 0, 0)')
    // What useJourney's afterEach does with them: the journey fails, naming each refusal.
    expect(() => expectNoCspViolations(violations)).toThrow(/^The Content Security Policy refused \d+ thing\(s\):\n {2}(console|securitypolicyviolation): /)
  })

  it('are not reported for a CSSOM write, which the policy allows', async () => {
    const { page, csp } = await journey.open()
    await page.goto('/')
    await page.getByRole('heading', { level: 1, name: HOME_HEADING }).waitFor()
    await page.evaluate(() => {
      const planted = document.createElement('p')
      planted.id = 'planted'
      planted.textContent = 'planted'
      planted.style.setProperty('color', 'rgb(255, 0, 0)')
      document.body.append(planted)
    })
    expect(await page.locator('#planted').evaluate((element) => getComputedStyle(element).color)).toBe('rgb(255, 0, 0)')
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)))
    expect(csp.take()).toEqual([])
  })

  it('are not carried in any prerendered page: no style attribute, inline stylesheet, or inline script the policy does not name by its hash', async () => {
    const { page } = await journey.open()
    const paths = prerenderedPaths()
    expect(paths.length).toBeGreaterThan(10)
    const offending: string[] = []
    for (const path of paths) {
      const response = await page.request.get(path, { headers: { accept: 'text/html' } })
      expect(response.status(), path).toBe(200)
      const html = await response.text()
      // Prerendered: the root holds the page's markup (an empty root would be the plain app shell).
      expect(html, path).toMatch(/<div id="root"><(?!\/div>)/)
      // A JSON data block (type="application/json": the site's contacts, a test's definition) is
      // never executed, so the policy has nothing to refuse; any other script without src would be,
      // unless the page's policy names its exact bytes by their SHA-256 (a test page's early steps, decision 117).
      const allowed = /script-src ([^;]*)/.exec(response.headers()['content-security-policy'] ?? '')?.[1]?.split(' ') ?? []
      for (const [found, code] of html.matchAll(/<script(?![^>]*\s(?:src=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/gi)) {
        if (!allowed.includes(`'sha256-${createHash('sha256').update(code ?? '').digest('base64')}'`)) offending.push(`${path}: ${found.slice(0, 120)}`)
      }
      for (const [found] of html.matchAll(/<[a-z][^>]*\sstyle\s*=[^>]*>|<style[^>]*>/gi)) offending.push(`${path}: ${found.slice(0, 120)}`)
    }
    expect(offending).toEqual([])
  })
})
