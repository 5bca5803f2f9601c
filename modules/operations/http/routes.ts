import type { RouteDeps } from '#modules/kernel/index'

const OperationsController = () => import('./operations-controller.js')
const ReplaysController = () => import('./replays-controller.js')

/** The operators' console, /admin/operasi (ADMIN only). */
export function registerOperationsRoutes({ router, auth }: RouteDeps) {
  router
    .group(() => {
      router.get('/consumers', [OperationsController, 'consumers'])
      router.get('/outbox', [OperationsController, 'outbox'])
      router.get('/dead-letters', [OperationsController, 'deadLetters'])
      router.post('/dead-letters/retry-all', [OperationsController, 'retryAll'])
      router.get('/dead-letters/:id', [OperationsController, 'deadLetter'])
      router.post('/dead-letters/:id/retry', [OperationsController, 'retry'])
      router.post('/dead-letters/:id/discard', [OperationsController, 'discard'])
      router.get('/replays', [ReplaysController, 'index'])
      router.post('/replays', [ReplaysController, 'store'])
      router.get('/replays/:id', [ReplaysController, 'show'])
      router.delete('/replays/:id', [ReplaysController, 'destroy'])
      router.get('/events', [OperationsController, 'events'])
      router.post('/events/:id/reveal', [OperationsController, 'reveal'])
    })
    .prefix('/api/admin')
    .use(auth({ roles: ['ADMIN'] }))
}
