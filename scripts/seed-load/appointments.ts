import { PLAN, STAGE } from './plan.js'

/**
 * Clinic slots over two years in APP_TIMEZONE (today left free), numbered `s` in time order,
 * and the appointments on them:
 * - the busy provider (n = 0) holds every slot: ~200 upcoming (SCHEDULED), the past ones
 *   COMPLETED or CANCELLED, and ~6,300 earlier bookings cancelled days before the slot (a
 *   provider has only 5 slots a day, so 10,000 appointments in two years means rebookings);
 * - the other providers hold a random share of their slots.
 * Patients are picked so nobody holds two appointments at one time: at slot s, provider p
 * (1..199) gets patient (25p + 7s) mod 5000 and the busy provider's k-th booking gets
 * (7s + k) mod 5000, k < 25 — all distinct.
 */
export function appointmentsSql() {
  const day = `(now() AT TIME ZONE '${PLAN.timezone}')::date`
  const extraCancelled = PLAN.busyAppointments - (PLAN.pastDays + PLAN.futureDays) * PLAN.slots.length
  const pastSlots = PLAN.pastDays * PLAN.slots.length
  return `
CREATE UNLOGGED TABLE ${STAGE}.slots AS
SELECT (row_number() OVER (ORDER BY d, t) - 1)::int AS s, d, ((${day} + d) + t::time) AT TIME ZONE '${PLAN.timezone}' AS at
FROM generate_series(-${PLAN.pastDays}, ${PLAN.futureDays}) d, unnest(ARRAY[${PLAN.slots.map((t) => `'${t}'`).join(',')}]) t
WHERE d <> 0;

CREATE UNLOGGED TABLE ${STAGE}.appts AS
WITH picked AS (
  SELECT 0 AS p, s, d, at, 0 AS k FROM ${STAGE}.slots
  UNION ALL
  SELECT 0, s, d, at, k FROM ${STAGE}.slots, generate_series(1, 2) k
  WHERE d < 0 AND (k = 1 OR s < ${extraCancelled - pastSlots})
  UNION ALL
  SELECT p, s, d, at, 0 FROM ${STAGE}.slots, generate_series(1, ${PLAN.providers - 1}) p WHERE random() < ${PLAN.otherFill}
), timed AS (
  SELECT *, CASE WHEN p = 0 THEN (7 * s + k) % ${PLAN.patients} ELSE (25 * p + 7 * s) % ${PLAN.patients} END AS patient_n,
    CASE WHEN d > 0 THEN now() - interval '1 hour' - random() * interval '10 days'
         ELSE at - (2 * k + 2) * interval '1 day' + random() * interval '12 hours' END AS booked_at,
    CASE WHEN k > 0 THEN 'CANCELLED' WHEN d > 0 THEN 'SCHEDULED'
         WHEN random() < ${PLAN.completedShare} THEN 'COMPLETED' ELSE 'CANCELLED' END AS status
  FROM picked
)
SELECT gen_random_uuid() AS id, t.*, pr.profile_id AS provider_id, pr.user_id AS provider_user_id,
  pa.profile_id AS patient_id, pa.user_id AS patient_user_id,
  CASE WHEN t.status = 'CANCELLED' THEN t.at - (2 * k + 1) * interval '1 day' END AS cancelled_at,
  CASE WHEN t.status = 'COMPLETED' THEN t.at + interval '30 minutes' END AS completed_at,
  ${PLAN.meetBaseUrl ? `'${PLAN.meetBaseUrl}/TeleRawat-' || encode(gen_random_bytes(16), 'hex')` : `'${PLAN.appOrigin}/consultation/{id}'`} AS meet_link,
  (ARRAY['Kontrol tekanan darah', 'Batuk dan demam', 'Perawatan luka', 'Konsultasi kehamilan', 'Nyeri sendi',
         'Kontrol gula darah', 'Sakit kepala berulang', 'Konsultasi gizi'])[1 + (s + p) % 8] AS complaint,
  (ARRAY['BPJS', 'Transfer Bank', 'E-Wallet', NULL])[1 + (s * 3 + p) % 4] AS payment_method,
  pp.consultation_fee
FROM timed t
JOIN ${STAGE}.providers pr ON pr.n = t.p
JOIN provider_profiles pp ON pp.id = pr.profile_id
JOIN ${STAGE}.patients pa ON pa.n = t.patient_n;

INSERT INTO appointments (id, patient_id, provider_id, scheduled_at, status, meet_link, reason, complaint, payment_method,
  consultation_fee, created_at, updated_at, patient_user_id, provider_user_id, cancelled_at, completed_at)
SELECT id, patient_id, provider_id, at, status, replace(meet_link, '{id}', id::text), 'Konsultasi umum', complaint, payment_method, consultation_fee,
  booked_at, coalesce(cancelled_at, completed_at, booked_at), patient_user_id, provider_user_id, cancelled_at, completed_at
FROM ${STAGE}.appts;
`
}

/** AppointmentBooked, then AppointmentCancelled or SessionEnded, as the scheduling commands append them. */
export function appointmentEventsSql() {
  const common = `'appointmentId', a.id, 'scheduledAt', ${STAGE}.iso(a.at), 'patientId', a.patient_id,
    'patientUserId', a.patient_user_id, 'providerId', a.provider_id, 'providerUserId', a.provider_user_id`
  return `
INSERT INTO ${STAGE}.events (occurred_at, type, aggregate_type, aggregate_id, actor_id, payload)
SELECT a.booked_at, 'AppointmentBooked', 'appointment', a.id::text, a.patient_user_id, jsonb_build_object(${common},
  'status', 'SCHEDULED', 'durationMinutes', 30, 'timezone', '${PLAN.timezone}', 'meetLink', replace(a.meet_link, '{id}', a.id::text),
  'reason', 'Konsultasi umum', 'complaint', a.complaint, 'paymentMethod', a.payment_method,
  'consultationFee', a.consultation_fee, 'createdAt', ${STAGE}.iso(a.booked_at),
  'patientName', pa.name, 'patientEmail', pa.email, 'patientGender', pa.gender, 'patientContact', pa.contact,
  'patientDob', pa.dob, 'patientMedicalRecordNumber', pp.medical_record_number,
  'providerName', pr.name, 'providerEmail', pr.email, 'providerRole', pr.provider_role,
  'providerSpecialization', pr.specialization)
FROM ${STAGE}.appts a
JOIN ${STAGE}.patients pa ON pa.n = a.patient_n
JOIN patient_profiles pp ON pp.id = a.patient_id
JOIN ${STAGE}.providers pr ON pr.n = a.p;

INSERT INTO ${STAGE}.events (occurred_at, type, aggregate_type, aggregate_id, actor_id, payload)
SELECT a.cancelled_at, 'AppointmentCancelled', 'appointment', a.id::text,
  CASE WHEN (a.s + a.k) % 3 = 0 THEN a.provider_user_id ELSE a.patient_user_id END,
  jsonb_build_object(${common}, 'status', 'CANCELLED', 'previousStatus', 'SCHEDULED',
    'cancelledBy', CASE WHEN (a.s + a.k) % 3 = 0 THEN 'PROVIDER' ELSE 'PATIENT' END)
FROM ${STAGE}.appts a WHERE a.status = 'CANCELLED'
UNION ALL
SELECT a.completed_at, 'SessionEnded', 'appointment', a.id::text, a.provider_user_id,
  jsonb_build_object(${common}, 'status', 'COMPLETED', 'previousStatus', 'SCHEDULED', 'endedBy', 'PROVIDER')
FROM ${STAGE}.appts a WHERE a.status = 'COMPLETED';

-- records.finalise-session-records closes every ended or cancelled consultation.
INSERT INTO records_closed_sessions (appointment_id, reason, closed_at)
SELECT id, CASE status WHEN 'COMPLETED' THEN 'ENDED' ELSE 'CANCELLED' END, coalesce(completed_at, cancelled_at)
FROM ${STAGE}.appts WHERE status <> 'SCHEDULED';
`
}
