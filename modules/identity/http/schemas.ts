import { z } from 'zod'
import { providerRoles, roles, userStatuses } from '../contracts/roles.js'

const email = z
  .string({ message: 'Email wajib diisi' })
  .trim()
  .toLowerCase()
  .max(254, 'Email terlalu panjang')
  .pipe(z.email({ message: 'Format email tidak valid' }))

/** STR (Surat Tanda Registrasi) number as printed: digits, letters and separators. */
export const strNumber = z
  .string({ message: 'Nomor STR wajib diisi' })
  .trim()
  .min(6, 'Nomor STR minimal 6 karakter')
  .max(40, 'Nomor STR maksimal 40 karakter')
  .regex(/^[0-9A-Za-z][0-9A-Za-z./ -]*$/, 'Nomor STR hanya berisi angka, huruf, titik, garis miring atau tanda hubung')

export const registerSchema = z
  .object({
    email,
    password: z
      .string({ message: 'Password wajib diisi' })
      .min(6, 'Password harus minimal 6 karakter')
      .max(200, 'Password terlalu panjang'),
    role: z.enum(roles, { message: 'Peran harus PATIENT, PROVIDER, atau ADMIN' }),
    fullName: z.string().trim().min(1, 'Nama lengkap wajib diisi').max(200).optional(),
    displayName: z.string().trim().min(1, 'Nama tampilan wajib diisi').max(200).optional(),
    providerRole: z.enum(providerRoles, { message: 'Peran tenaga kesehatan tidak dikenal' }).optional(),
    bio: z.string().trim().max(2000).optional(),
    specialization: z.string().trim().max(200).optional(),
    /** Providers may give it now or later on their profile; an admin verifies it before booking opens. */
    strNumber: z.union([z.literal(''), strNumber]).optional(),
    acceptTerms: z.literal(true, { message: 'Anda harus menyetujui syarat layanan dan kebijakan privasi' }),
  })
  .superRefine((value, ctx) => {
    if (value.role === 'PROVIDER') {
      if (!value.displayName) ctx.addIssue({ code: 'custom', path: ['displayName'], message: 'Nama tampilan wajib diisi' })
      if (!value.providerRole)
        ctx.addIssue({ code: 'custom', path: ['providerRole'], message: 'Peran tenaga kesehatan wajib dipilih' })
    } else if (!value.fullName) {
      ctx.addIssue({ code: 'custom', path: ['fullName'], message: 'Nama lengkap wajib diisi' })
    }
  })
export type RegisterInput = z.infer<typeof registerSchema>

export const loginSchema = z.object({
  email,
  password: z.string({ message: 'Password wajib diisi' }).min(1, 'Password wajib diisi').max(200),
  remember: z.boolean().optional().default(false),
})

export const adminUpdateSchema = z
  .strictObject(
    {
      email: email.optional(),
      status: z.enum(userStatuses, { message: 'Status harus ACTIVE atau SUSPENDED' }).optional(),
    },
    { error: 'Hanya email atau status yang dapat diubah' }
  )
  .refine((v) => (v.email === undefined) !== (v.status === undefined), {
    message: 'Kirim email atau status (salah satu)',
    path: ['body'],
  })

export const adminListSchema = z.object({
  search: z.string().trim().max(200).optional().default(''),
  filter: z.enum(['all', 'patients', 'providers', 'suspended']).optional().default('all'),
})

export const uuidParam = z.uuid({ message: 'ID tidak valid' })

export const providerProfileSchema = z.strictObject(
  { strNumber },
  { error: 'Hanya nomor STR yang dapat diubah di sini' }
)
