/**
 * The browser entry point: mounts the app into index.html's #root, hydrating the page when the
 * server sent it prerendered (tools/vite-prerender.ts) and rendering it afresh otherwise.
 */
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/app.tsx'

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('index.html has no element with id "root"')

const app = (
  <StrictMode>
    <App />
  </StrictMode>
)
if (rootElement.hasChildNodes()) hydrateRoot(rootElement, app)
else createRoot(rootElement).render(app)
