/** Placeholder: being built (see the open issue). */
export function WellnessListPage() {
  return (
    <main className="page">
      <h1>Discover Wellness Packages Tailored for You</h1>
      <p>This page is coming soon.</p>
    </main>
  )
}
