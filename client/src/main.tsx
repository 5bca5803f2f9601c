import '@/lib/zod-config'
import './index.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app/app'
import { i18nReady } from '@/i18n/i18n'

const root = document.getElementById('root')
if (!root) throw new Error('#root element missing from index.html')

// Indonesian is bundled, so this resolves at once unless English was chosen on an earlier visit
void i18nReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>
  )
)
