import { defineConfig } from '@adonisjs/cors'

// Same-origin in production (the server serves the client); the Vite dev server proxies /api.
export default defineConfig({
  enabled: false,
  origin: [],
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  headers: true,
  exposeHeaders: ['x-event-position'],
  credentials: true,
  maxAge: 90,
})
