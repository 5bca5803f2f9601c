import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, targets } from '@adonisjs/core/logger'
import { logMixin } from '#events/tracing'

export default defineConfig({
  default: 'app',
  loggers: {
    app: {
      enabled: true,
      name: 'telerawat',
      level: env.get('LOG_LEVEL', app.inTest ? 'warn' : 'info'),
      // correlation_id, and trace_id/span_id when tracing is on, on every line (docs/ops/tracing.md)
      mixin: logMixin,
      transport: {
        targets: targets()
          .pushIf(!app.inProduction, targets.pretty())
          .pushIf(app.inProduction, targets.file({ destination: 1 }))
          .toArray(),
      },
    },
  },
})
