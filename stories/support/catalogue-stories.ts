/**
 * Each catalogue test as a story module (CSF), made from its file: the real test page at
 * /tests/<slug>, from the intro to the result, under "Catalogue tests/<category>" and named after
 * the test. Storybook gets one module per file from .storybook/catalogue-stories.ts (an indexer
 * lists tests-catalog/tests/*.json, a Vite plugin serves `virtual:catalogue-story/<slug>` from
 * this function); stories/stories.dom.test.tsx composes the same modules. Adding a test file adds
 * its story; no stories file lists the tests.
 */
import { createElement } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { DefinitionError } from '#engine/index.ts'
import { catalogue, type Catalogue } from './catalogue.ts'
import { CATALOGUE_PROBLEMS, CatalogueProblems, problemLines } from './catalogue-problems.tsx'
import { catalogueStoryPlace, type CatalogueStoryPlace, type NamedCategory } from './catalogue-story-names.ts'
import { TestFlowRoutes, testFlowStory } from './test-flow-story.tsx'

const categoryLists = import.meta.glob<NamedCategory[]>('../../tests-catalog/categories.json', { eager: true, import: 'categories' })
const categories = Object.values(categoryLists).flat()

export type CatalogueStory = StoryObj<typeof TestFlowRoutes>

/** A story module: the meta as default export, the test's story under its export name. */
export type CatalogueStoryModule = { default: Meta<typeof TestFlowRoutes> } & Record<string, CatalogueStory | Meta<typeof TestFlowRoutes>>

export function catalogueStoryPlaceOf(routeSlug: string): CatalogueStoryPlace {
  return catalogueStoryPlace(routeSlug, catalogue.text(routeSlug) ?? '', categories)
}

/**
 * The story of a file the checker refuses: the checker's lines in the canvas and in the "Catalogue
 * check" panel, not Storybook's generic render-error advice.
 */
function problemsStory(routeSlug: string, error: DefinitionError): CatalogueStory {
  const lines = problemLines(error.problems)
  return { render: () => createElement(CatalogueProblems, { file: `${routeSlug}.json`, lines }), parameters: { [CATALOGUE_PROBLEMS]: lines } }
}

/**
 * The story module of `<routeSlug>.json`. The file is checked here, so a broken one shows its own
 * problems (the checker's lines) in its own story, and every other story works.
 */
export function catalogueStoryModule(routeSlug: string, from: Catalogue = catalogue): CatalogueStoryModule {
  const place = catalogueStoryPlaceOf(routeSlug)
  let story: CatalogueStory
  try {
    from.find(routeSlug)
    story = { ...testFlowStory(routeSlug), name: place.name }
    story.parameters = { ...story.parameters, [CATALOGUE_PROBLEMS]: [] }
  } catch (error) {
    if (!(error instanceof DefinitionError)) throw error
    story = { ...problemsStory(routeSlug, error), name: place.name }
  }
  return { default: { title: place.title, component: TestFlowRoutes }, [place.exportName]: story }
}
