import { ADMIN_EMAIL, BUSY_PROVIDER_EMAIL, CONSENT_VERSION, DOMAIN, PLAN, STAGE } from './plan.js'

const FIRST = [
  'Budi',
  'Sari',
  'Andi',
  'Dewi',
  'Rina',
  'Agus',
  'Wati',
  'Joko',
  'Putri',
  'Rudi',
  'Ayu',
  'Hendra',
  'Lestari',
  'Bayu',
  'Indah',
  'Eko',
  'Fitri',
  'Dimas',
  'Nur',
  'Yusuf',
  'Siti',
  'Rizky',
  'Maya',
  'Teguh',
  'Wulan',
  'Fajar',
  'Ratna',
  'Bambang',
  'Kartika',
  'Arif',
  'Intan',
  'Gilang',
  'Nadia',
  'Hadi',
  'Citra',
  'Iwan',
  'Melati',
  'Surya',
  'Anisa',
  'Reza',
]
const LAST = [
  'Santoso',
  'Wijaya',
  'Saputra',
  'Lestari',
  'Pratama',
  'Hidayat',
  'Kusuma',
  'Nugroho',
  'Siregar',
  'Harahap',
  'Simanjuntak',
  'Wibowo',
  'Purnomo',
  'Halim',
  'Setiawan',
  'Gunawan',
  'Rahmawati',
  'Susanto',
  'Utami',
  'Hakim',
  'Permana',
  'Suharto',
  'Nasution',
  'Lubis',
  'Tanjung',
  'Daulay',
  'Sembiring',
  'Ginting',
  'Tarigan',
  'Manurung',
  'Hutapea',
  'Pangaribuan',
  'Sinaga',
  'Syahputra',
  'Ramadhan',
  'Fauzi',
  'Maulana',
  'Anggraini',
  'Febrianti',
  'Yuliani',
]
const ROLES = [
  ['Dokter', 'Dokter Umum', 'dr.'],
  ['Perawat', 'Perawat Luka', 'Ns.'],
  ['Bidan', 'Kesehatan Ibu dan Anak', 'Bd.'],
  ['Dokter Spesialis', 'Penyakit Dalam', 'dr.'],
  ['Perawat Spesialis', 'Keperawatan Komunitas', 'Ns.'],
]
const sqlArray = (list: string[]) => `ARRAY[${list.map((v) => `'${v}'`).join(',')}]`

/**
 * Providers, patients and one admin as `registerUser` writes them (users + profile, scrypt hash,
 * consent), then made able to book through the same rules as the app: every e-mail verified,
 * every provider's STR verified, every patient's profile complete (NIK, date of birth, gender,
 * phone), staged with their ordinal `n` so appointments can pick them arithmetically.
 * Every account was registered between 760 and 700 days ago.
 */
export function peopleSql(passwordHash: string) {
  const roles = `(ARRAY[${ROLES.map((r) => `ROW('${r[0]}','${r[1]}','${r[2]}')`).join(',')}]::${STAGE}.role_t[])`
  return `
CREATE TYPE ${STAGE}.role_t AS (provider_role text, specialization text, title text);
CREATE UNLOGGED TABLE ${STAGE}.providers AS
SELECT n, gen_random_uuid() AS user_id, gen_random_uuid() AS profile_id,
  CASE WHEN n = 0 THEN '${BUSY_PROVIDER_EMAIL}' ELSE format('nakes%s@${DOMAIN}', n) END AS email,
  format('%s %s %s', (r).title, (${sqlArray(FIRST)})[1 + (n * 7) % 40], (${sqlArray(LAST)})[1 + (n * 3 + n / 40) % 40]) AS name,
  (r).provider_role, (r).specialization,
  now() - interval '760 days' + n * interval '5 minutes' AS created_at
FROM (SELECT n, ${roles}[1 + n % ${ROLES.length}] AS r FROM generate_series(0, ${PLAN.providers - 1}) n) g;

CREATE UNLOGGED TABLE ${STAGE}.patients AS
SELECT n, gen_random_uuid() AS user_id, gen_random_uuid() AS profile_id, format('pasien%s@${DOMAIN}', n) AS email,
  format('%s %s', (${sqlArray(FIRST)})[1 + n % 40], (${sqlArray(LAST)})[1 + (n / 40 + n * 11) % 40]) AS name,
  CASE WHEN n % 2 = 0 THEN 'Laki-laki' ELSE 'Perempuan' END AS gender,
  to_char(date '1950-01-01' + (n * 37) % 25000, 'YYYY-MM-DD') AS dob,
  format('0812-%s-%s', lpad((n / 1000)::text, 4, '0'), lpad((n % 10000)::text, 4, '0')) AS contact,
  now() - interval '745 days' + n * interval '10 minutes' AS created_at
FROM generate_series(0, ${PLAN.patients - 1}) n;
-- the NIK the booking rule asks for: region 317401, birth DDMMYY (DD + 40 for women), serial n + 1 (unique)
ALTER TABLE ${STAGE}.patients ADD COLUMN nik text;
UPDATE ${STAGE}.patients SET nik = '317401' || lpad((extract(day FROM dob::date)::int + CASE WHEN gender = 'Perempuan' THEN 40 ELSE 0 END)::text, 2, '0')
  || to_char(dob::date, 'MMYY') || lpad((n + 1)::text, 4, '0');

INSERT INTO users (id, email, password, role, status, full_name, consent_version, consent_at, created_at, updated_at, email_verified_at)
SELECT user_id, email, '${passwordHash}', 'PROVIDER', 'ACTIVE', NULL, '${CONSENT_VERSION}', created_at, created_at, created_at, created_at FROM ${STAGE}.providers
UNION ALL
SELECT user_id, email, '${passwordHash}', 'PATIENT', 'ACTIVE', name, '${CONSENT_VERSION}', created_at, created_at, created_at, created_at FROM ${STAGE}.patients
UNION ALL
SELECT gen_random_uuid(), '${ADMIN_EMAIL}', '${passwordHash}', 'ADMIN', 'ACTIVE', 'Admin Beban Uji', '${CONSENT_VERSION}',
  now() - interval '770 days', now() - interval '770 days', now() - interval '770 days', now() - interval '770 days';

INSERT INTO provider_profiles (id, user_id, display_name, provider_role, specialization, consultation_fee, created_at, str_number, verified_at)
SELECT profile_id, user_id, name, provider_role, specialization, 75000 + (n % 4) * 25000, created_at, 'LOAD-STR-' || n, created_at FROM ${STAGE}.providers;

INSERT INTO patient_profiles (id, user_id, full_name, medical_record_number, dob, gender, contact, nik, created_at)
SELECT profile_id, user_id, name, 'RM-' || nextval('medical_record_number_seq'), dob::date, gender, contact, nik, created_at
FROM ${STAGE}.patients ORDER BY n;
`
}

/** UserRegistered for every account, as `registerUser` appends it. */
export function registrationEventsSql() {
  const payload = (role: string, name: string, profile: string, providerRole: string, spec: string) => `jsonb_build_object(
    'userId', u.id, 'email', u.email, 'role', '${role}', 'status', 'ACTIVE', 'name', ${name}, 'profileId', ${profile},
    'providerRole', ${providerRole}, 'specialization', ${spec}, 'createdAt', ${STAGE}.iso(u.created_at))`
  return `
INSERT INTO ${STAGE}.events (occurred_at, type, aggregate_type, aggregate_id, actor_id, payload)
SELECT u.created_at, 'UserRegistered', 'user', u.id::text, u.id,
  CASE u.role
    WHEN 'PROVIDER' THEN ${payload('PROVIDER', 'pp.display_name', 'pp.id', 'pp.provider_role', 'pp.specialization')}
    WHEN 'PATIENT' THEN ${payload('PATIENT', 'pa.full_name', 'pa.id', 'NULL::text', 'NULL::text')}
    ELSE ${payload('ADMIN', 'u.full_name', 'NULL::uuid', 'NULL::text', 'NULL::text')}
  END
FROM users u
LEFT JOIN provider_profiles pp ON pp.user_id = u.id
LEFT JOIN patient_profiles pa ON pa.user_id = u.id
WHERE u.email LIKE '%@${DOMAIN}';
`
}
