/** Placeholder: being built (see the open issue). */
export function ConfirmationPage() {
  return (
    <main className="page">
      <h1>Payment confirmation</h1>
      <p>This page is coming soon.</p>
    </main>
  )
}
