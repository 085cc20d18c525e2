/**
 * SPEC.md section 2, floating links: a chat with the provider on WhatsApp, in a new tab. It sits
 * in the floating dock's left lane (styles.css), clear of the assistant's button at the right.
 */
import { t } from '@lingui/core/macro'
import { contact } from '../../shared/site-contacts.ts'

export function MessagingAppLink() {
  return (
    <aside aria-label={t({ message: 'WhatsApp', comment: 'Name of the landmark holding the WhatsApp chat link; a brand, keep it' })}>
      <a
        className="messaging-app-link floating-dock-lane"
        href={contact.whatsApp.chatLink}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t`Chat on WhatsApp (opens in a new tab)`}
      >
        <svg viewBox="0 0 24 24" width={24} height={24} aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18a8 8 0 0 1-4.1-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8 8 0 1 1 12 20Zm4.4-6c-.2-.1-1.4-.7-1.7-.8-.2-.1-.4-.1-.5.1l-.8 1c-.1.2-.3.2-.5.1a6.6 6.6 0 0 1-3.3-2.9c-.2-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.5-.4h-.5a.9.9 0 0 0-.6.3 2.7 2.7 0 0 0-.9 2 4.7 4.7 0 0 0 1 2.5 10.7 10.7 0 0 0 4.1 3.6c1.5.7 2.1.7 2.9.6.5-.1 1.4-.6 1.6-1.2.2-.6.2-1.1.1-1.2l-.4-.2Z"
          />
        </svg>
        <span>{t`Chat on WhatsApp`}</span>
      </a>
    </aside>
  )
}
