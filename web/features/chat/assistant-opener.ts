/**
 * Lets other screens open the assistant (the search page's "Use Our AI Assistant") without
 * importing this feature: web/app passes `openAssistant` down as a prop, and the mounted widget
 * listens for it.
 */
type Listener = () => void

const listeners = new Set<Listener>()

/** Opens the chat panel and moves focus to its message box. */
export function openAssistant(): void {
  for (const listener of listeners) listener()
}

/** The widget's subscription; returns the unsubscribe function. */
export function onOpenAssistant(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
