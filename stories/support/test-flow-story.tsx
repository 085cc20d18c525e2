/**
 * A catalogue test as a story: the app's real test route (intro, one question per page, submit,
 * result with the feedback button, the not-found screen with its search box) at
 * /tests/<routeSlug>, with the machine's calls answered by fixtures (fixture-test-flow-machine.ts).
 */
import type { StoryObj } from '@storybook/react-vite'
import { Route, Routes } from 'react-router-dom'
import { NotFoundSearch } from '../../web/app/not-found-search.tsx'
import { TestRoute } from '../../web/app/test-route.tsx'
import { catalogueTest } from './catalogue.ts'

/** Where the intro's close button lands (it goes back a page, or home). */
function LeftTheTest() {
  return (
    <main className="page">
      <h1>You left the test</h1>
      <p>In the app, the close button goes back to the page before the test.</p>
    </main>
  )
}

/** The test route as app.tsx mounts it, under the story's memory router. */
export function TestFlowRoutes() {
  return (
    <Routes>
      <Route path="/tests/:slug" element={<TestRoute renderSearch={(links) => <NotFoundSearch links={links} />} />} />
      <Route path="*" element={<LeftTheTest />} />
    </Routes>
  )
}

/** Parameters of a test story: the address it opens, and the catalogue test it shows. */
export type TestFlowParameters = { route: string; routeSlug: string }

/** The story of one catalogue test; its file sets the name, the test's informal title. */
export function testFlowStory(routeSlug: string): StoryObj<typeof TestFlowRoutes> {
  const definition = catalogueTest(routeSlug)
  const parameters: TestFlowParameters = { route: `/tests/${definition.routeSlug}`, routeSlug: definition.routeSlug }
  return { parameters }
}
