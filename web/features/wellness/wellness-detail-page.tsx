/** Placeholder: being built (see the open issue). */
export function WellnessDetailPage() {
  return (
    <main className="page">
      <h1>Wellness package</h1>
      <p>This page is coming soon.</p>
    </main>
  )
}
