import { z } from 'zod'
import { apiSchemas, route, pagedList, pageOf, pageQuerySchema, withPosition, type ModuleRoutes } from '#modules/kernel/index'
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

const AuthController = () => import('./auth-controller.js')
const AdminController = () => import('./admin-controller.js')
const ProviderProfileController = () => import('./provider-profile-controller.js')
const ProfileController = () => import('./profile-controller.js')
const PasswordController = () => import('./password-controller.js')
const AdminExportController = () => import('./admin-export-controller.js')
const AdminActivityController = () => import('./admin-activity-controller.js')

const schemas = apiSchemas({
  PatientProfileDto: patientProfileDtoSchema,
  ProviderProfileDto: providerProfileDtoSchema,
  AdminProfileDto: adminProfileDtoSchema,
  UserDto: userDtoSchema,
  UserDtoWithPosition: withPosition(userDtoSchema),
  AdminProviderProfile: adminProviderProfileSchema,
  AdminUserDto: adminUserDtoSchema,
  PatientOwnProfileDto: patientOwnProfileDtoSchema,
  ProviderOwnProfileDto: providerOwnProfileDtoSchema,
  OwnProfileDto: ownProfileDtoSchema,
  AdminActivityDto: adminActivityDtoSchema,
  AdminStats: adminStatsSchema,
})
const message = z.object({ message: z.string() })
const idParams = z.object({ id: uuidParam })
const ADMIN: ['ADMIN'] = ['ADMIN']
const OWN_PROFILE: ['PATIENT', 'PROVIDER'] = ['PATIENT', 'PROVIDER']

const signedOut = [
  route.post('/api/register', [AuthController, 'register'], {
    summary: 'Daftar sebagai pasien atau tenaga kesehatan / Register',
    auth: 'public',
    body: registerRequestSchema,
    response: { status: 201, schema: schemas.UserDto, description: 'Terdaftar dan masuk / Registered and signed in' },
    errors: [409, 429],
  }),
  route.post('/api/login', [AuthController, 'login'], {
    summary: 'Masuk / Sign in (sets the session cookie)',
    auth: 'public',
    body: loginRequestSchema,
    response: { schema: schemas.UserDto },
    errors: [400, 429],
  }),
  route.post('/api/logout', [AuthController, 'logout'], {
    summary: 'Keluar / Sign out',
    auth: 'public',
    response: { status: 204, description: 'Keluar' },
  }),
  route.get('/api/user', [AuthController, 'me'], {
    summary: 'Pengguna yang sedang masuk / The signed-in user',
    auth: 'public',
    description: '401 when nobody is signed in.',
    response: { schema: schemas.UserDto },
    errors: [401],
  }),
  route.post('/api/password/forgot', [PasswordController, 'forgot'], {
    summary: 'Kirim tautan atur ulang kata sandi / Send a password reset link',
    auth: 'public',
    body: forgotPasswordRequestSchema,
    response: { status: 202, schema: message },
    errors: [429],
  }),
  route.post('/api/password/reset', [PasswordController, 'reset'], {
    summary: 'Atur ulang kata sandi dengan token / Reset the password with a token',
    auth: 'public',
    body: resetPasswordRequestSchema,
    response: { schema: message },
    errors: [400, 429],
  }),
  route.post('/api/email/verify', [PasswordController, 'verifyEmail'], {
    summary: 'Verifikasi e-mail dengan token / Verify the e-mail address with a token',
    auth: 'public',
    body: verifyEmailRequestSchema,
    response: { schema: message },
    errors: [400, 429],
  }),
]

const signedIn = [
  route.post('/api/password/change', [PasswordController, 'change'], {
    summary: 'Ganti kata sandi / Change my password',
    auth: 'signed-in',
    body: changePasswordRequestSchema,
    response: { schema: message },
    errors: [429],
  }),
  route.post('/api/email/verification', [PasswordController, 'resendVerification'], {
    summary: 'Kirim ulang tautan verifikasi / Resend the verification link',
    auth: 'signed-in',
    response: { status: 202, schema: message },
    errors: [409, 429],
  }),
]

const admin = [
  ...pagedList('/api/admin/users', [AdminController, 'index'], [AdminController, 'page'], {
    summary: {
      array: 'Daftar pengguna (array; halaman berikut di header Link) / Users as an array, next page in the Link header',
      page: 'Daftar pengguna per halaman / Users, cursor paged',
    },
    auth: ADMIN,
    query: adminUserSearchRequestSchema,
    item: schemas.AdminUserDto,
  }),
  route.post('/api/admin/users', [AdminController, 'invite'], {
    summary: 'Tambah Pengguna: undang tenaga kesehatan atau admin / Invite a provider or admin',
    auth: ADMIN,
    body: inviteUserRequestSchema,
    response: { status: 201, schema: schemas.UserDtoWithPosition },
    errors: [409],
  }),
  route.get('/api/admin/users/export.csv', [AdminExportController, 'show'], {
    summary: 'Ekspor pengguna (CSV) / Export users as CSV',
    auth: ADMIN,
    query: adminUserSearchRequestSchema,
    response: { contentType: 'text/csv' },
    errors: [429],
  }),
  route.get('/api/admin/activity', [AdminActivityController, 'index'], {
    summary: 'Aktivitas Terkini / The activity feed',
    auth: ADMIN,
    query: pageQuerySchema,
    response: { schema: pageOf(schemas.AdminActivityDto) },
  }),
  route.get('/api/admin/stats', [AdminController, 'stats'], {
    summary: 'Statistik dasbor admin / Admin dashboard counts',
    auth: ADMIN,
    response: { schema: schemas.AdminStats },
  }),
  route.patch('/api/admin/users/:id', [AdminController, 'update'], {
    summary: 'Ubah e-mail atau status pengguna / Change a user’s e-mail or status',
    auth: ADMIN,
    params: idParams,
    body: adminUserUpdateRequestSchema,
    response: { schema: schemas.UserDtoWithPosition },
    errors: [404, 409],
  }),
  route.post('/api/admin/users/:id/verify', [AdminController, 'verify'], {
    summary: 'Verifikasi STR tenaga kesehatan / Verify a provider’s STR number',
    auth: ADMIN,
    params: idParams,
    response: { schema: schemas.UserDtoWithPosition },
    errors: [404, 409],
  }),
  route.delete('/api/admin/users/:id', [AdminController, 'destroy'], {
    summary: 'Hapus pengguna (dianonimkan bila punya riwayat) / Delete a user (anonymised when they have history)',
    auth: ADMIN,
    params: idParams,
    response: { schema: z.object({ message: z.string(), anonymised: z.boolean(), position: z.string() }) },
    errors: [404, 409],
  }),
]

const ownProfile = [
  route.patch('/api/provider/profile', [ProviderProfileController, 'update'], {
    summary: 'Ubah profil tenaga kesehatan (STR, biaya) / Change the provider profile',
    auth: ['PROVIDER'],
    body: providerProfileRequestSchema,
    response: { schema: schemas.UserDtoWithPosition },
  }),
  // the signed-in patient's or provider's own profile (an admin has none: 403)
  route.get('/api/profile', [ProfileController, 'show'], {
    summary: 'Profil saya / My profile',
    auth: OWN_PROFILE,
    response: { schema: schemas.OwnProfileDto },
  }),
  route.patch('/api/profile', [ProfileController, 'update'], {
    summary: 'Ubah profil saya / Change my profile',
    description: 'A patient sends PatientProfilePatch, a provider ProviderOwnProfilePatch (chosen by the caller’s role).',
    auth: OWN_PROFILE,
    body: z.union([patientProfilePatchSchema, providerOwnProfilePatchSchema]),
    response: { schema: schemas.OwnProfileDto },
    errors: [409],
  }),
]

export const identityRoutes: ModuleRoutes = { schemas, routes: [...signedOut, ...signedIn, ...admin, ...ownProfile] }
