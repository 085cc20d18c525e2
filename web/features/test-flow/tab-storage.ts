/**
 * This tab's sessionStorage, or nothing when the browser has none or refuses it (private modes,
 * storage turned off): what is kept there is a convenience, never a condition of the page working.
 */
export function tabStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage
  } catch {
    return undefined
  }
}
