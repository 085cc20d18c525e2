/** The floating AI assistant widget. */
export { ChatWidget } from './chat-widget.tsx'
