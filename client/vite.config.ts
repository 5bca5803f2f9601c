import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const clientRoot = fileURLToPath(new URL('.', import.meta.url))
const apiTarget = process.env.TELERAWAT_API_URL ?? 'http://127.0.0.1:3333'

export default defineConfig({
  root: clientRoot,
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // wire contracts (DTO types, enums, request schemas) shared with the server: modules/<m>/contracts/
      '@modules': fileURLToPath(new URL('../modules', import.meta.url)),
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // scripts/bench/bundle-size.mjs reads the manifest to size the landing page's initial JS
    manifest: true,
    rollupOptions: {
      output: {
        // Only the framework every route needs gets a long-lived vendor chunk (app deploys do not bust it).
        // Everything else (Radix, Socket.IO, ...) stays with the lazy route chunks that import it, so the
        // landing page does not download what it never uses (docs/perf/bundle.md).
        manualChunks(id) {
          if (/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) return 'vendor-react'
          return undefined
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
  preview: { port: 4173 },
})
