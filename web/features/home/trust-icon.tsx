/** The trust cards' icons, drawn inline (no image request), named as site.json names them. */
const paths: Record<string, string> = {
  'shield-check': 'M12 2 4 5v6c0 5 3.4 9.3 8 11 4.6-1.7 8-6 8-11V5l-8-3Zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4-6.3 6.3Z',
  lock: 'M17 9V7a5 5 0 0 0-10 0v2H5v13h14V9h-2Zm-8-2a3 3 0 0 1 6 0v2H9V7Zm4 10.7V19h-2v-1.3a2 2 0 1 1 2 0Z',
  'user-check': 'M9 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm0 2c-3.3 0-7 1.7-7 4v2h12.5l-2.3-2.3 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4L16 20.6V18c0-2.3-3.7-4-7-4Z',
}

export function TrustIcon({ name, label }: { name: string; label: string }) {
  const path = paths[name] ?? paths['shield-check']
  return (
    <svg className="trust-icon" viewBox="0 0 24 24" width={40} height={40} role="img" aria-label={label}>
      <path d={path} fill="currentColor" />
    </svg>
  )
}
