import db from '@adonisjs/lucid/services/db'
import { notFound } from '#modules/kernel/index'

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null)

/** The user with its profile, as /api/user and login return it (never the password). */
export async function getUserWithProfile(userId: string) {
  const user = await db.from('users').where('id', userId).first()
  if (!user) throw notFound('Pengguna tidak ditemukan')
  let profile: Record<string, unknown> | null = null
  if (user.role === 'PATIENT') {
    const p = await db.from('patient_profiles').where('user_id', userId).first()
    if (p)
      profile = {
        id: p.id,
        userId: p.user_id,
        fullName: p.full_name,
        medicalRecordNumber: p.medical_record_number,
        dob: p.dob ?? null, // DATE arrives as 'YYYY-MM-DD' (see config/database.ts)
        gender: p.gender,
        address: p.address,
        contact: p.contact,
        occupation: p.occupation,
        createdAt: iso(p.created_at),
      }
  } else if (user.role === 'PROVIDER') {
    const p = await db.from('provider_profiles').where('user_id', userId).first()
    if (p)
      profile = {
        id: p.id,
        userId: p.user_id,
        displayName: p.display_name,
        providerRole: p.provider_role,
        bio: p.bio,
        specialization: p.specialization,
        consultationFee: p.consultation_fee,
        availableSlots: p.available_slots,
        createdAt: iso(p.created_at),
      }
  } else {
    profile = { id: null, userId, fullName: user.full_name }
  }
  return {
    id: user.id as string,
    email: user.email as string,
    role: user.role as 'PATIENT' | 'PROVIDER' | 'ADMIN',
    status: user.status as 'ACTIVE' | 'SUSPENDED',
    createdAt: iso(user.created_at),
    updatedAt: iso(user.updated_at),
    profile,
  }
}
