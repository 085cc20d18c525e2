/** Placeholder: the sticky navigation bar is being built. */
export function NavigationBar() {
  return null
}
