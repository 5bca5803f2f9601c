import type { ModuleDefinition } from '#modules/kernel/index'
import { identityModule } from '#modules/identity/index'

/** The bounded modules this server runs. */
export const modules: ModuleDefinition[] = [identityModule]
