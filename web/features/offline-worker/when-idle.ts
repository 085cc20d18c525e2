/** Runs `task` after the page's load event, when the browser is idle (a short timeout where requestIdleCallback is missing, as in Safari). */
export function whenLoadedAndIdle(task: () => void): void {
  const hasIdleCallback = typeof (window as { requestIdleCallback?: unknown }).requestIdleCallback === 'function'
  const idle = () => (hasIdleCallback ? window.requestIdleCallback(() => task(), { timeout: 5000 }) : setTimeout(task, 1000))
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}
