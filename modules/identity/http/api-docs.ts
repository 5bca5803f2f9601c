import { z } from 'zod'
import { pageOf, pageQuerySchema, withPosition, type ApiDocs } from '#modules/kernel/index'
import { adminActivityDtoSchema } from '../contracts/admin-activity.js'
import { adminProviderProfileSchema, adminStatsSchema, adminUserDtoSchema } from '../contracts/admin-user-dto.js'
import { adminUserSearchRequestSchema } from '../contracts/admin-user-search-request.js'
import { adminUserUpdateRequestSchema } from '../contracts/admin-user-update-request.js'
import { inviteUserRequestSchema } from '../contracts/invite-user-request.js'
import { loginRequestSchema } from '../contracts/login-request.js'
import { ownProfileDtoSchema, patientOwnProfileDtoSchema, providerOwnProfileDtoSchema } from '../contracts/own-profile-dto.js'
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
} from '../contracts/password-requests.js'
import { patientProfilePatchSchema } from '../contracts/patient-profile-request.js'
import { providerOwnProfilePatchSchema } from '../contracts/provider-own-profile-request.js'
import { providerProfileRequestSchema } from '../contracts/provider-profile-request.js'
import { registerRequestSchema } from '../contracts/register-request.js'
import { adminProfileDtoSchema, patientProfileDtoSchema, providerProfileDtoSchema, userDtoSchema } from '../contracts/user-dto.js'
import { uuidParam } from './schemas.js'

const message = z.object({ message: z.string() })
const idParams = z.object({ id: uuidParam })

/** The API document's entries for routes.ts (docs/api.md): one `api.route` per route. */
export function documentIdentityApi(api: ApiDocs) {
  api.schema('PatientProfileDto', patientProfileDtoSchema)
  api.schema('ProviderProfileDto', providerProfileDtoSchema)
  api.schema('AdminProfileDto', adminProfileDtoSchema)
  const user = api.schema('UserDto', userDtoSchema)
  const userWritten = api.schema('UserDtoWithPosition', withPosition(userDtoSchema))
  api.schema('AdminProviderProfile', adminProviderProfileSchema)
  const adminUser = api.schema('AdminUserDto', adminUserDtoSchema)
  api.schema('PatientOwnProfileDto', patientOwnProfileDtoSchema)
  api.schema('ProviderOwnProfileDto', providerOwnProfileDtoSchema)
  const ownProfile = api.schema('OwnProfileDto', ownProfileDtoSchema)
  const activity = api.schema('AdminActivityDto', adminActivityDtoSchema)
  const stats = api.schema('AdminStats', adminStatsSchema)

  // signed out
  api.route({
    method: 'post',
    path: '/api/register',
    summary: 'Daftar sebagai pasien atau tenaga kesehatan / Register',
    auth: 'public',
    body: registerRequestSchema,
    response: { status: 201, schema: user, description: 'Terdaftar dan masuk / Registered and signed in' },
    errors: [409, 429],
  })
  api.route({
    method: 'post',
    path: '/api/login',
    summary: 'Masuk / Sign in (sets the session cookie)',
    auth: 'public',
    body: loginRequestSchema,
    response: { schema: user },
    errors: [400, 429],
  })
  api.route({
    method: 'post',
    path: '/api/logout',
    summary: 'Keluar / Sign out',
    auth: 'public',
    response: { status: 204, description: 'Keluar' },
  })
  api.route({
    method: 'get',
    path: '/api/user',
    summary: 'Pengguna yang sedang masuk / The signed-in user',
    auth: 'public',
    description: '401 when nobody is signed in.',
    response: { schema: user },
    errors: [401],
  })
  api.route({
    method: 'post',
    path: '/api/password/forgot',
    summary: 'Kirim tautan atur ulang kata sandi / Send a password reset link',
    auth: 'public',
    body: forgotPasswordRequestSchema,
    response: { status: 202, schema: message },
    errors: [429],
  })
  api.route({
    method: 'post',
    path: '/api/password/reset',
    summary: 'Atur ulang kata sandi dengan token / Reset the password with a token',
    auth: 'public',
    body: resetPasswordRequestSchema,
    response: { schema: message },
    errors: [400, 429],
  })
  api.route({
    method: 'post',
    path: '/api/email/verify',
    summary: 'Verifikasi e-mail dengan token / Verify the e-mail address with a token',
    auth: 'public',
    body: verifyEmailRequestSchema,
    response: { schema: message },
    errors: [400, 429],
  })

  // signed in
  api.route({
    method: 'post',
    path: '/api/password/change',
    summary: 'Ganti kata sandi / Change my password',
    auth: 'signed-in',
    body: changePasswordRequestSchema,
    response: { schema: message },
    errors: [429],
  })
  api.route({
    method: 'post',
    path: '/api/email/verification',
    summary: 'Kirim ulang tautan verifikasi / Resend the verification link',
    auth: 'signed-in',
    response: { status: 202, schema: message },
    errors: [409, 429],
  })

  // admin
  api.route({
    method: 'get',
    path: '/api/admin/users',
    summary: 'Daftar pengguna (array; halaman berikut di header Link) / Users as an array, next page in the Link header',
    auth: ['ADMIN'],
    query: adminUserSearchRequestSchema.extend(pageQuerySchema.shape),
    response: { schema: z.array(adminUser) },
  })
  api.route({
    method: 'get',
    path: '/api/admin/users/page',
    summary: 'Daftar pengguna per halaman / Users, cursor paged',
    auth: ['ADMIN'],
    query: adminUserSearchRequestSchema.extend(pageQuerySchema.shape),
    response: { schema: pageOf(adminUser) },
  })
  api.route({
    method: 'post',
    path: '/api/admin/users',
    summary: 'Tambah Pengguna: undang tenaga kesehatan atau admin / Invite a provider or admin',
    auth: ['ADMIN'],
    body: inviteUserRequestSchema,
    response: { status: 201, schema: userWritten },
    errors: [409],
  })
  api.route({
    method: 'get',
    path: '/api/admin/users/export.csv',
    summary: 'Ekspor pengguna (CSV) / Export users as CSV',
    auth: ['ADMIN'],
    query: adminUserSearchRequestSchema,
    response: { contentType: 'text/csv' },
    errors: [429],
  })
  api.route({
    method: 'get',
    path: '/api/admin/activity',
    summary: 'Aktivitas Terkini / The activity feed',
    auth: ['ADMIN'],
    query: pageQuerySchema,
    response: { schema: pageOf(activity) },
  })
  api.route({
    method: 'get',
    path: '/api/admin/stats',
    summary: 'Statistik dasbor admin / Admin dashboard counts',
    auth: ['ADMIN'],
    response: { schema: stats },
  })
  api.route({
    method: 'patch',
    path: '/api/admin/users/:id',
    summary: 'Ubah e-mail atau status pengguna / Change a user’s e-mail or status',
    auth: ['ADMIN'],
    params: idParams,
    body: adminUserUpdateRequestSchema,
    response: { schema: userWritten },
    errors: [404, 409],
  })
  api.route({
    method: 'post',
    path: '/api/admin/users/:id/verify',
    summary: 'Verifikasi STR tenaga kesehatan / Verify a provider’s STR number',
    auth: ['ADMIN'],
    params: idParams,
    response: { schema: userWritten },
    errors: [404, 409],
  })
  api.route({
    method: 'delete',
    path: '/api/admin/users/:id',
    summary: 'Hapus pengguna (dianonimkan bila punya riwayat) / Delete a user (anonymised when they have history)',
    auth: ['ADMIN'],
    params: idParams,
    response: { schema: z.object({ message: z.string(), anonymised: z.boolean(), position: z.string() }) },
    errors: [404, 409],
  })

  // own profile
  api.route({
    method: 'patch',
    path: '/api/provider/profile',
    summary: 'Ubah profil tenaga kesehatan (STR, biaya) / Change the provider profile',
    auth: ['PROVIDER'],
    body: providerProfileRequestSchema,
    response: { schema: userWritten },
  })
  api.route({
    method: 'get',
    path: '/api/profile',
    summary: 'Profil saya / My profile',
    auth: ['PATIENT', 'PROVIDER'],
    response: { schema: ownProfile },
  })
  api.route({
    method: 'patch',
    path: '/api/profile',
    summary: 'Ubah profil saya / Change my profile',
    description: 'A patient sends PatientProfilePatch, a provider ProviderOwnProfilePatch (chosen by the caller’s role).',
    auth: ['PATIENT', 'PROVIDER'],
    body: z.union([patientProfilePatchSchema, providerOwnProfilePatchSchema]),
    response: { schema: ownProfile },
    errors: [409],
  })
}
