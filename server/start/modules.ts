import type { ModuleDefinition } from '#modules/kernel/index'
import { identityModule } from '#modules/identity/index'
import { learningModule } from '#modules/learning/index'

/** The bounded modules this server runs. */
export const modules: ModuleDefinition[] = [identityModule, learningModule]
