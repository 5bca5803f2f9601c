import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const clientRoot = fileURLToPath(new URL('.', import.meta.url))
const repoRoot = fileURLToPath(new URL('..', import.meta.url))

/**
 * dist/.vite/chunk-modules.json: each chunk's modules and their minified bytes, so the landing
 * page budget (scripts/bench/bundle-size.mjs) can say which modules grew, not only which chunk.
 */
function chunkModules(): Plugin {
  return {
    name: 'telerawat-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, Record<string, number>> = {}
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        const modules = Object.entries(output.modules).filter(([, module]) => module.renderedLength > 0)
        chunks[output.fileName] = Object.fromEntries(
          modules.map(([id, module]) => [relative(repoRoot, id).replace(/^.*node_modules\//, ''), module.renderedLength])
        )
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(chunks) })
    },
  }
}
const apiTarget = process.env.TELERAWAT_API_URL ?? 'http://127.0.0.1:3333'

export default defineConfig({
  root: clientRoot,
  plugins: [react(), tailwindcss(), chunkModules()],
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
        // Only the framework gets long-lived vendor chunks (app deploys do not bust them): React for
        // every page, the router for every page but the landing page's first visit (app/landing-boot.tsx).
        // Everything else (Radix, Socket.IO, ...) stays with the lazy route chunks that import it, so the
        // landing page does not download what it never uses (docs/perf/bundle.md).
        manualChunks(id) {
          if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'vendor-react'
          if (/[\\/]node_modules[\\/]react-router[\\/]/.test(id)) return 'vendor-router'
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
