/** SPEC.md section 7, call 1: subscribe an email address. Only the status is checked; the body is not read. */
export async function postSubscribe(email: string): Promise<boolean> {
  const response = await fetch('/api/email/subscribe/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  })
  return response.ok
}
