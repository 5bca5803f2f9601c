import pg from 'pg'
import { Scrypt } from '@adonisjs/hash/drivers/scrypt'
import { signIn } from '../session.mjs'

export const DOMAIN = 'panggilan.telerawat.id'
export const PASSWORD = 'PanggilanUji#2026'
const CONSENT_VERSION = '2026-11-v1' // modules/identity/domain/account-defaults.ts

/**
 * `count` pairs of accounts as registration, verification and profile completion leave them, written
 * straight into the tables: a verified provider (STR checked), a patient with a complete profile
 * (NIK, date of birth, gender, phone), both e-mails verified, consent given.
 * Returns [{ n, patient: { userId, profileId, email }, provider: { userId, profileId, email } }].
 */
export async function seedAccounts(client, count) {
  const scrypt = new Scrypt({ cost: 16384, blockSize: 8, parallelization: 1, maxMemory: 33554432 }) // server/config/hash.ts
  const hash = await scrypt.make(PASSWORD)
  const { rows } = await client.query(
    `WITH n AS (SELECT g AS n, gen_random_uuid() AS pu, gen_random_uuid() AS du, gen_random_uuid() AS pp, gen_random_uuid() AS dp
                FROM generate_series(0, $1 - 1) g),
     users_in AS (
       INSERT INTO users (id, email, password, role, status, full_name, consent_version, consent_at, email_verified_at)
       SELECT pu, format('pasien%s@${DOMAIN}', n), $2, 'PATIENT', 'ACTIVE', format('Pasien Panggilan %s', n), $3, now(), now() FROM n
       UNION ALL
       SELECT du, format('nakes%s@${DOMAIN}', n), $2, 'PROVIDER', 'ACTIVE', NULL, $3, now(), now() FROM n
       RETURNING id),
     patients_in AS (
       INSERT INTO patient_profiles (id, user_id, full_name, dob, gender, contact, nik, province, city)
       SELECT pp, pu, format('Pasien Panggilan %s', n), '1990-01-15', 'Laki-laki', '+62812' || lpad(n::text, 7, '0'),
              '3174150190' || lpad(n::text, 6, '0'), 'DKI Jakarta', 'Kota Jakarta Selatan'
       FROM n WHERE (SELECT count(*) FROM users_in) > 0
       RETURNING id),
     providers_in AS (
       INSERT INTO provider_profiles (id, user_id, display_name, provider_role, specialization, str_number, verified_at)
       SELECT dp, du, format('dr. Panggilan %s', n), 'Dokter', 'Dokter Umum', 'CALL-STR-' || n, now()
       FROM n WHERE (SELECT count(*) FROM users_in) > 0
       RETURNING id)
     SELECT n.*, (SELECT count(*) FROM patients_in) + (SELECT count(*) FROM providers_in) AS profiles FROM n ORDER BY n`,
    [count, hash, CONSENT_VERSION]
  )
  return rows.map((r) => ({
    n: r.n,
    patient: { userId: r.pu, profileId: r.pp, email: `pasien${r.n}@${DOMAIN}` },
    provider: { userId: r.du, profileId: r.dp, email: `nakes${r.n}@${DOMAIN}` },
  }))
}

/**
 * `count` consultations whose room is open now (they start in 5 minutes), one pair of accounts
 * each (seedAccounts), the appointment written as booking leaves it in scheduling's table (the
 * signaling reads only that one). Returns [{ appointmentId, patient, provider }].
 */
export async function seedOpenConsultations(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const pairs = await seedAccounts(client, count)
    const { rows } = await client.query(
      `INSERT INTO appointments (patient_id, provider_id, scheduled_at, status, meet_link, reason, consultation_fee,
         patient_user_id, provider_user_id)
       SELECT (p->>'pp')::uuid, (p->>'dp')::uuid, now() + interval '5 minutes', 'SCHEDULED', '', 'Konsultasi umum', 75000,
         (p->>'pu')::uuid, (p->>'du')::uuid
       FROM jsonb_array_elements($1::jsonb) p RETURNING id, patient_user_id`,
      [
        JSON.stringify(
          pairs.map((x) => ({ pp: x.patient.profileId, dp: x.provider.profileId, pu: x.patient.userId, du: x.provider.userId }))
        ),
      ]
    )
    const byPatient = new Map(rows.map((r) => [r.patient_user_id, r.id]))
    return pairs.map((x) => ({ appointmentId: byPatient.get(x.patient.userId), patient: x.patient, provider: x.provider }))
  } finally {
    await client.end()
  }
}

/** Signs every account in (`parallel` at a time: each login is one scrypt on the server) and sets `cookie` on it. */
export async function signInAll(base, accounts, parallel = 4) {
  let next = 0
  const worker = async () => {
    while (next < accounts.length) {
      const account = accounts[next++]
      account.cookie = await signIn(base, account.email, PASSWORD)
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker))
}
