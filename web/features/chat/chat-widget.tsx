/** Placeholder: the AI assistant widget is being built. */
export function ChatWidget() {
  return null
}
