/** Placeholder: being built (see the open issue). */
export function ServicePage() {
  return (
    <main className="page">
      <h1>Our services</h1>
      <p>This page is coming soon.</p>
    </main>
  )
}
