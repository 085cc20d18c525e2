// @vitest-environment jsdom
/**
 * A catalogue file the checker refuses gets a story that shows the checker's own lines, in the
 * canvas and (through the `catalogueProblems` parameter) in Storybook's "Catalogue check" panel,
 * instead of Storybook's generic render-error advice; a sound file's story carries no problem.
 * catalogue-check-panel.test.ts shows the same in the real Storybook, in Chromium.
 */
import { readFileSync } from 'node:fs'
import type { ReactElement } from 'react'
import path from 'node:path'
import { cleanup, render, screen } from '@testing-library/react'
import { composeStories, setProjectAnnotations } from '@storybook/react-vite'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { copyOf, readCatalogJson } from '#tools/catalog-fixtures.ts'
import { testsDir } from '#tools/catalog-files.ts'
import preview from '../.storybook/preview.tsx'
import { CatalogueCheckReport } from '../.storybook/catalogue-check-panel.ts'
import { catalogueFrom } from './support/catalogue.ts'
import { catalogueStoryModule } from './support/catalogue-stories.ts'

vi.mock('../web/features/test-flow/test-flow-machine.ts', () => import('./support/fixture-test-flow-machine.ts'))
setProjectAnnotations(preview)
afterEach(() => cleanup())

const BAND_LINE = 'depression.json /scoring/bands/2/min: a total of 10 to 14 has no band'

function withBrokenDepression() {
  const broken = copyOf(readCatalogJson('depression'))
  broken.scoring.bands.splice(2, 1)
  return catalogueFrom({
    'depression.json': JSON.stringify(broken),
    'anxiety.json': readFileSync(path.join(testsDir, 'anxiety.json'), 'utf8'),
    'half-written.json': '{ "routeSlug": ',
  })
}

function storyOf(slug: string, from = withBrokenDepression()) {
  const stories = Object.values(composeStories(catalogueStoryModule(slug, from) as never)) as unknown as Array<{ parameters: Record<string, unknown>; (): ReactElement }>
  return stories[0]!
}

describe("a catalogue file's story when the checker refuses the file", () => {
  it("shows the checker's line in the canvas, with what to do", () => {
    const Story = storyOf('depression')
    render(<Story />)
    expect(screen.getByRole('heading', { level: 1, name: 'depression.json has a problem' })).toBeTruthy()
    expect(screen.getByRole('list', { name: "The checker's lines" }).textContent).toBe(BAND_LINE)
    expect(document.body.textContent).toContain('npm run check:catalog')
    expect(document.body.textContent).not.toMatch(/failed to render properly/i)
  })

  it('gives the same lines to the Catalogue check panel, which shows them', () => {
    const lines = storyOf('depression').parameters.catalogueProblems as string[]
    expect(lines).toEqual([BAND_LINE])
    render(<CatalogueCheckReport lines={lines} />)
    expect(screen.getByRole('listitem').textContent).toBe(BAND_LINE)
    expect(document.body.textContent).toContain('found a problem in this test\'s file')
  })

  it('says a file that is not JSON is not valid JSON', () => {
    expect((storyOf('half-written').parameters.catalogueProblems as string[])[0]).toMatch(/^half-written\.json \/: is not valid JSON/)
  })

  it('leaves the other stories as they are: a sound file has no problem, and the panel says so', () => {
    expect(storyOf('anxiety').parameters.catalogueProblems).toEqual([])
    render(<CatalogueCheckReport lines={[]} />)
    expect(document.body.textContent).toBe("The catalogue checker finds no problem in this test's file.")
  })
})
