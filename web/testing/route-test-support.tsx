/**
 * Test support for the DOM tests of the routes (not part of the app bundle): the real catalogue
 * definitions, a fetch double that answers like the server (definitions by x-test-code, results
 * from the engine's own `interpret`), and rendering the routes at an address.
 */
import { render } from '@testing-library/react'
import { StrictMode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { vi } from 'vitest'
import { interpret, loadDefinition, localiseDefinition } from '#engine/index.ts'
import type { Answer, TestDefinition } from '#schemas/index.ts'
import { clearProgress } from '../features/test-flow/test-progress.ts'
import { AppRoutes } from '../app/app.tsx'

const files = import.meta.glob<unknown>('../../tests-catalog/tests/*.json', { eager: true, import: 'default' })

const definitions: TestDefinition[] = Object.entries(files).map(([file, json]) => loadDefinition(json, file.replace(/^.*\//, '')))

export function catalogTest(routeSlug: string): TestDefinition {
  const definition = definitions.find((candidate) => candidate.routeSlug === routeSlug)
  if (!definition) throw new Error(`No catalogue test ${routeSlug}`)
  return definition
}

/**
 * Forgets every test in progress (the tab keeps one per test, to resume it after going offline),
 * so that each DOM test starts its test from the intro, as a new visitor would.
 */
export function forgetTestsInProgress(): void {
  for (const definition of definitions) clearProgress(definition.routeSlug)
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

type InterpretHandler = (definition: TestDefinition, answers: Answer[]) => Response | Promise<Response>

const interpretWithEngine: InterpretHandler = (definition, answers) => jsonResponse(interpret(definition, answers))

/** Replaces fetch with the API of server/routes/tests.ts; `onInterpret` overrides POST /api/interpret/. */
export function mockApi(onInterpret: InterpretHandler = interpretWithEngine) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const code = new Headers(init?.headers).get('x-test-code')
    const definition = definitions.find((candidate) => candidate.testCode === code)
    if (!definition) return jsonResponse({ message: 'Invalid test type' }, 404)
    // Like the server: ?lang=sw answers the test in Kiswahili when it has a Kiswahili version.
    const address = new URL(String(input), 'http://localhost')
    const localised = localiseDefinition(definition, address.searchParams.get('lang') === 'sw' ? 'sw' : 'en')
    if (address.pathname === '/api/tests/' && (init?.method ?? 'GET') === 'GET') return jsonResponse(localised)
    if (address.pathname === '/api/interpret/' && init?.method === 'POST') {
      const { answers } = JSON.parse(String(init.body)) as { answers: Answer[] }
      return onInterpret(localised, answers)
    }
    return jsonResponse({ message: 'Not found' }, 404)
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** Renders the app's routes at `path` (after `history`, for Back), in StrictMode as in main.tsx. */
export function renderAt(path: string, history: string[] = []) {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[...history, path]} initialIndex={history.length}>
        <AppRoutes />
      </MemoryRouter>
    </StrictMode>,
  )
}
