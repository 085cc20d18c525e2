/** Placeholder: being built (see the open issue). */
export function ScreeningPage() {
  return (
    <main className="page">
      <h1>Pre-session screenings</h1>
      <p>This page is coming soon.</p>
    </main>
  )
}
