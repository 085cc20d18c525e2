/**
 * Whether the screen is wide enough for the navigation items to sit in the bar (48rem and up);
 * below that they go in the toggle menu. Without matchMedia (an old browser, a test without a
 * stub) the screen counts as small: the menu works everywhere, the inline bar is the extra.
 */
import { useSyncExternalStore } from 'react'

export const WIDE_SCREEN_QUERY = '(min-width: 48rem)'

function query(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN_QUERY) : undefined
}

function subscribe(onChange: () => void): () => void {
  const list = query()
  list?.addEventListener('change', onChange)
  return () => list?.removeEventListener('change', onChange)
}

export function useWideScreen(): boolean {
  // Prerendered pages are drawn for a small screen, where most visitors are.
  return useSyncExternalStore(subscribe, () => query()?.matches ?? false, () => false)
}
