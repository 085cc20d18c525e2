/**
 * Hands a file made on the device to the browser's download (the full report's PDF, the FHIR
 * file): a link to a Blob's object URL, clicked, then let go. Nothing is sent or kept.
 */
export function downloadFile(fileName: string, contents: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([contents], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
