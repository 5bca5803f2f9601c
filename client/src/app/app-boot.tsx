import { StrictMode } from 'react'
import type { Root } from 'react-dom/client'
import type { UserDto } from '@/api/openapi'
import { getUserQueryOptions } from '@/features/auth/api/get-user'
import { loadFullCatalogues } from '@/i18n/i18n'
import { queryClient } from '@/lib/query-client'
import { App } from './app'
import { router } from './router'

type Handover = { session?: UserDto | null }

/** Every page but a first visit to `/` starts here; the landing page hands over here too (landing-boot.tsx). */
export async function bootApp(root: Root, { session }: Handover = {}) {
  // the landing page already asked: the guards need not ask again
  if (session !== undefined) queryClient.setQueryData(getUserQueryOptions().queryKey, session)
  await loadFullCatalogues().catch(() => undefined) // unreachable: the keys themselves show, as a missing key does
  const here = `${location.pathname}${location.search}${location.hash}`
  const routed = router.state.location
  // the router reads the address when this module first loads; a landing link may have moved it since
  if (`${routed.pathname}${routed.search}${routed.hash}` !== here) await router.navigate(here, { replace: true })
  root.render(
    <StrictMode>
      <App />
    </StrictMode>
  )
}
