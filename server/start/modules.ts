import type { ModuleDefinition } from '#modules/kernel/index'
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
