/**
 * Where a catalogue test appears in Storybook, worked out from its file alone (no imports, so the
 * Node indexer in .storybook/ and the stories in the browser agree): under "Catalogue tests/<its
 * category's name>", named after its informal title, exported under its address in PascalCase.
 * A file that cannot be read that far is listed under "Catalogue tests/Files with problems",
 * named after the file, and its story shows the checker's message.
 */

export const CATALOGUE_TITLE = 'Catalogue tests'
export const FILES_WITH_PROBLEMS = `${CATALOGUE_TITLE}/Files with problems`

/** A category as the titles need it. */
export type NamedCategory = { routeSlug: string; name: string }

/** Where a test's story sits, what it is called and the export that holds it. */
export type CatalogueStoryPlace = { routeSlug: string; exportName: string; title: string; name: string }

/** "social_support" → "SocialSupport"; "24-hour-recall" → "Test24HourRecall" (an export name may not start with a digit). */
export function storyExportName(routeSlug: string): string {
  const pascal = routeSlug
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('')
  return /^[A-Za-z]/.test(pascal) ? pascal : `Test${pascal}`
}

/** The place of the story of `<routeSlug>.json`, whose text is `text`. */
export function catalogueStoryPlace(routeSlug: string, text: string, categories: readonly NamedCategory[]): CatalogueStoryPlace {
  const exportName = storyExportName(routeSlug)
  let json: { category?: unknown; informalTitle?: unknown } | undefined
  try {
    json = JSON.parse(text) as typeof json
  } catch {
    json = undefined
  }
  const category = categories.find((candidate) => candidate.routeSlug === json?.category)
  if (!category || typeof json?.informalTitle !== 'string' || json.informalTitle.trim() === '') {
    return { routeSlug, exportName, title: FILES_WITH_PROBLEMS, name: `${routeSlug}.json` }
  }
  return { routeSlug, exportName, title: `${CATALOGUE_TITLE}/${category.name}`, name: json.informalTitle }
}
