import env from '#start/env'
import { configureAppOrigin, type ModuleDefinition, type SettingsReader } from '#modules/kernel/index'
import { clinicModule } from '#modules/clinic/index'
import { identityModule } from '#modules/identity/index'
import { schedulingModule } from '#modules/scheduling/index'
import { notificationModule } from '#modules/notification/index'
import { learningModule } from '#modules/learning/index'
import { recordsModule } from '#modules/records/index'
import { terminologyModule } from '#modules/terminology/index'
import { consentModule } from '#modules/consent/index'
import { operationsModule } from '#modules/operations/index'
import { fhirModule } from '#modules/fhir/index'
import { satusehatModule } from '#modules/satusehat/index'
import { callModule } from '#modules/call/index'
import { messagingModule } from '#modules/messaging/index'
import { intakeModule } from '#modules/intake/index'

/** The bounded modules this server runs. */
export const modules: ModuleDefinition[] = [
  clinicModule,
  identityModule,
  schedulingModule,
  notificationModule,
  recordsModule,
  learningModule,
  terminologyModule,
  consentModule,
  operationsModule,
  fhirModule,
  satusehatModule,
  callModule,
  messagingModule,
  intakeModule,
]

/**
 * Registration gives each module (and the kernel's link origin) the reader of the settings
 * server/start/env.ts validated: no module imports #start/env (.dependency-cruiser.cjs). Read at
 * each use, so a value tests change with env.set is seen at once.
 */
const readSetting: SettingsReader = (name) => env.get(name as Parameters<typeof env.get>[0])
configureAppOrigin(readSetting)
for (const module of modules) module.configure?.(readSetting)
