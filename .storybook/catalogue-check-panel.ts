/**
 * Storybook's "Catalogue check" panel (registered in manager.ts): for a catalogue test's story, the
 * checker's lines for its file ("file /pointer: sentence", as `npm run check:catalog` prints them),
 * or that it has none; the story parameter `catalogueProblems` carries them
 * (stories/support/catalogue-stories.ts). Other stories say the panel is for catalogue tests.
 * Written with createElement, not JSX: Storybook's manager bundle compiles JSX to
 * React.createElement, which the project's automatic JSX setting does not put in scope.
 */
import { createElement as h } from 'react'
import { AddonPanel } from 'storybook/internal/components'
import { useParameter } from 'storybook/manager-api'

export const CATALOGUE_CHECK_PANEL = 'afya/catalogue-check/panel'
export const CATALOGUE_CHECK_TITLE = 'Catalogue check'

/** What the panel says for a story's parameter (undefined: not a catalogue test's story). */
export function CatalogueCheckReport({ lines }: { lines: readonly string[] | undefined }) {
  if (lines === undefined) return h('p', null, 'This panel shows the catalogue checker\'s lines for the stories under "Catalogue tests".')
  if (lines.length === 0) return h('p', null, "The catalogue checker finds no problem in this test's file.")
  const count = lines.length === 1 ? 'a problem' : `${lines.length} problems`
  return h(
    'div',
    null,
    h('p', null, `The catalogue checker (npm run check:catalog) found ${count} in this test's file. Fix each line and save; tests-catalog/README.md says what each means.`),
    h('ul', null, ...lines.map((line) => h('li', { key: line }, h('code', null, line)))),
  )
}

export function CatalogueCheckPanel({ active }: { active?: boolean }) {
  const lines = useParameter<string[] | undefined>('catalogueProblems', undefined)
  const report = h('div', { style: { padding: '0.5rem 1rem' } }, h(CatalogueCheckReport, { lines }))
  return h(AddonPanel, { active: active ?? false, children: report })
}
