import type { ModuleDefinition } from '#modules/kernel/index'
import { identitySettings } from './settings.js'
import { identityPushes } from './pushes.js'
import { identityRoutes } from './http/routes.js'
import { adminUsersProjection } from './projections/admin-users.js'
import { adminActivityProjection } from './projections/admin-activity.js'
import { identityMessages } from './messages.js'

export { getUserWithProfile, getCachedUserWithProfile, identityCache } from './queries/current-user.js'
export { isUnverifiedProvider } from './queries/provider-verification.js'
export type { CachedSession } from './queries/current-user.js'
export type { Role, UserStatus } from './contracts/roles.js'
export type { UserDto } from './contracts/user-dto.js'
export type { UserChangedPush } from './contracts/user-changed-push.js'
export type { PatientChangedPush } from './contracts/patient-changed-push.js'
export type { AdminActivityPush } from './contracts/admin-activity.js'
export { adminActivityTypes } from './contracts/admin-activity.js'
export { directoryProviderSchema } from './contracts/directory-provider.js'
export { ADMIN_USERS_CONSUMER } from './projections/admin-users.js'
export {
  listActiveProviders,
  findProviderProfile,
  findPatientProfile,
  findPatientProfileByUserId,
  findPatientProfilesByUserIds,
  findBookingParties,
} from './queries/profiles.js'
export type { ProviderProfile, PatientProfile, BookingParties } from './queries/profiles.js'
export { listActiveProvidersAfter } from './queries/provider-directory.js'
export type { BookingRequiredField } from './contracts/patient-profile-request.js'
/** The session guard's user model (server/config/auth.ts). */
export { default as User } from './db/user.js'

export const identityModule: ModuleDefinition = {
  name: 'identity',
  configure: identitySettings.configure,
  http: identityRoutes,
  messages: identityMessages,
  consumers: [adminUsersProjection, adminActivityProjection],
  pushes: identityPushes,
}
export { seedDemoAccounts } from './seed/seed-demo.js'
export { demoAccounts } from './seed/demo-accounts.js'
