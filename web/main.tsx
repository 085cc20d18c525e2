/** The browser entry point: mounts the app into index.html's #root. */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app.tsx'

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('index.html has no element with id "root"')

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
