/** The floating AI assistant widget, and the opener other screens get from web/app. */
export { ChatWidget } from './chat-widget.tsx'
export { openAssistant } from './assistant-opener.ts'
