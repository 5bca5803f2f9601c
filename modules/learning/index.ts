import type { ModuleDefinition } from '#modules/kernel/index'
import { learningSettings } from './settings.js'
import { learningRoutes } from './http/routes.js'
import { learningMessages } from './messages.js'

/** Learning area (docs/product.md#learning): static content for providers and server-scored quiz results. */
export const learningModule: ModuleDefinition = {
  name: 'learning',
  configure: learningSettings.configure,
  http: learningRoutes,
  messages: learningMessages,
  consumers: [],
}
