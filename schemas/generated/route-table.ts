/**
 * GENERATED FILE - DO NOT EDIT.
 * Made by `npm run schemas` from the JSON Schema of the same name in schemas/.
 * Edit the schema, regenerate and commit both.
 */

/**
 * Every page of the web app, in the router's order (schemas/routes.ts). The one list the browser's router, the build's prerender step, the server's page shell and 404s, and the end-to-end crawl all expand.
 *
 * @minItems 1
 */
export type RouteTable = [RouteDefinition, ...RouteDefinition[]]
/**
 * What a path parameter may be: a slug from a catalogue list (anything else is a 404), or an id only a booking knows, with an example value for crawls and prerendering checks.
 */
export type RouteParam =
  | {
      source: CatalogueSource
    }
  | {
      /**
       * A value the crawl uses; any value is a page.
       */
      example: string
    }
/**
 * A catalogue list whose items' routeSlug values are the parameter's values: the test files, categories.json, wellness-packages.json, services.json.
 */
export type CatalogueSource = 'tests' | 'categories' | 'wellness-packages' | 'services'

/**
 * One page of the web app.
 */
export interface RouteDefinition {
  /**
   * The route's name in code: the web app's map of pages is keyed by it, so a route without a page is a type error.
   */
  id: string
  /**
   * The path pattern, as react-router writes it: literal segments, `:name` for one segment, and a final `*` for whatever follows (nothing included). A trailing slash in an address is allowed.
   */
  path: string
  /**
   * The lazily loaded source modules that draw the page, as paths under web/ (the keys of Vite's build manifest): the server preloads their chunks with the entry. Empty for a page drawn by the entry itself.
   *
   * Items: One module, e.g. app/test-route.tsx or features/wellness/index.ts.
   */
  modules: string[]
  /**
   * How the build renders the page to HTML ahead of time: `none` (it depends on a person, a booking, a search or a test in progress), `once` (a fixed path), or `per-item` (one page per item of the catalogue source of its one parameter).
   */
  prerender: 'none' | 'once' | 'per-item'
  /**
   * Each parameter of the path (`:name`, or `*`): the catalogue source its value must come from (any other value is answered 404), or, for a value only a booking or a payment knows, an example address part for the crawl.
   */
  params?: {
    [k: string]: RouteParam
  }
  /**
   * The tab title the route gives its page, when the page does not name itself.
   */
  title?: string
  /**
   * The page shows one person's booking: the server sends it, and any address under its first segment, with Cache-Control: no-store.
   */
  noStore?: boolean
}
