import type { BootedApp } from '../helpers/app.mjs'

export interface FuzzRoute {
  /** e.g. 'PATCH /api/admin/users/:id' */
  key: string
  method: string
  pattern: string
  /** `:name` segments; `*` is a wildcard tail. */
  params: string[]
  wildcard: boolean
}

/** Every route of the booted app's router (committed at boot), one entry per method; HEAD is implied by GET. */
export async function routesOf(server: BootedApp): Promise<FuzzRoute[]> {
  const router = await server.app.container.make('router')
  const byDomain = router.toJSON() as Record<string, { pattern: string; methods: string[] }[]>
  const routes: FuzzRoute[] = []
  for (const list of Object.values(byDomain)) {
    for (const route of list) {
      const segments = route.pattern.split('/')
      const params = segments.filter((s) => s.startsWith(':')).map((s) => s.slice(1).replace(/\?$/, ''))
      for (const method of route.methods) {
        if (method === 'HEAD') continue
        routes.push({ key: `${method} ${route.pattern}`, method, pattern: route.pattern, params, wildcard: segments.includes('*') })
      }
    }
  }
  return routes
}
