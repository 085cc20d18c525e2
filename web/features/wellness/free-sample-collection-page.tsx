/** Placeholder: being built (see the open issue). */
export function FreeSampleCollectionPage() {
  return (
    <main className="page">
      <h1>Free sample collection</h1>
      <p>This page is coming soon.</p>
    </main>
  )
}
