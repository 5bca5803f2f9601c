import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const root = fileURLToPath(new URL('../../', import.meta.url))
const clientAlias = {
  '@': fileURLToPath(new URL('../../client/src', import.meta.url)),
  // the wire contracts the client shares with the server (client/vite.config.ts has the same alias)
  '@modules': fileURLToPath(new URL('../../modules', import.meta.url)),
}
const exclude = ['node_modules/**', 'build/**', 'client/dist/**', '.data/**', '.test-data/**']

export default defineConfig({
  root,
  test: {
    projects: [
      {
        root,
        resolve: { alias: clientAlias },
        test: {
          name: 'unit',
          include: ['{modules,events,server,client}/**/*.unit.spec.{ts,tsx}'],
          exclude,
          environment: 'node',
        },
      },
      {
        root,
        test: {
          name: 'integration',
          include: ['{modules,events,server}/**/*.int.spec.ts'],
          exclude,
          pool: 'forks',
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 90_000,
          server: { deps: { external: [/server\/tests\/helpers\/.*\.mjs$/] } },
        },
      },
      {
        root,
        test: {
          name: 'e2e',
          include: ['{client,server}/**/*.e2e.spec.ts'],
          exclude,
          pool: 'forks',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
