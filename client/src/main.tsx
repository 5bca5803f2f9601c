import '@/lib/zod-config'
import './index.css'
import { createRoot } from 'react-dom/client'
import { getUser } from '@/app/session-probe'
import { i18nReady } from '@/i18n/i18n'

const element = document.getElementById('root')
if (!element) throw new Error('#root element missing from index.html')
const root = createRoot(element)

// A first visit to `/` renders the landing page without the app (docs/perf/bundle.md: its budget).
// Indonesian is bundled, so i18nReady resolves at once unless English was chosen on an earlier visit.
async function start() {
  if (location.pathname === '/') {
    const session = getUser() // asked beside the download of the landing page's code
    session.catch(() => undefined) // bootLanding hands a failed check over to the app
    const [{ bootLanding }] = await Promise.all([import('@/app/landing-boot'), i18nReady])
    return bootLanding(root, session)
  }
  const [{ bootApp }] = await Promise.all([import('@/app/app-boot'), i18nReady])
  return bootApp(root)
}

void start()
