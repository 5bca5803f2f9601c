-- Scratch data set for the plans in docs/perf/records-and-admin.md (direct SQL, no events).
BEGIN;
INSERT INTO users (id, email, password, role, status, created_at)
SELECT gen_random_uuid(), 'pasien' || g || '@contoh.id', 'x', 'PATIENT', CASE WHEN g % 50 = 0 THEN 'SUSPENDED' ELSE 'ACTIVE' END,
       now() - make_interval(mins => g) FROM generate_series(1, 5000) g;
INSERT INTO users (id, email, password, role, status, created_at)
SELECT gen_random_uuid(), 'nakes' || g || '@contoh.id', 'x', 'PROVIDER', 'ACTIVE', now() - make_interval(mins => g * 3) FROM generate_series(1, 200) g;
INSERT INTO patient_profiles (user_id, full_name, medical_record_number, contact)
SELECT id, (ARRAY['Siti','Budi','Dewi','Andi','José','Rina','Agus','Wati','Éka','Joko'])[1 + (row_number() OVER (ORDER BY email))::int % 10]
        || ' ' || (ARRAY['Aminah','Santoso','Lestari','Pratama','Hidayat','Kusuma','Saputra','Wijaya'])[1 + (row_number() OVER (ORDER BY email))::int % 8]
        || ' ' || (row_number() OVER (ORDER BY email)),
       'RM-2025-' || lpad((row_number() OVER (ORDER BY email))::text, 5, '0'), '0812' || lpad((row_number() OVER (ORDER BY email))::text, 8, '0')
  FROM users WHERE role = 'PATIENT';
INSERT INTO provider_profiles (user_id, display_name, provider_role)
SELECT id, 'Ns. Nakes ' || email, 'Perawat' FROM users WHERE role = 'PROVIDER';
INSERT INTO rm_admin_users (user_id, email, name, role, status, profile_id, created_at, updated_at, last_position)
SELECT u.id, u.email, coalesce(p.full_name, r.display_name), u.role, u.status, coalesce(p.id, r.id), u.created_at, u.created_at, 0
  FROM users u LEFT JOIN patient_profiles p ON p.user_id = u.id LEFT JOIN provider_profiles r ON r.user_id = u.id;

-- the busy provider (first one) treats 2,000 patients; every other provider 15
CREATE TEMP TABLE pairs AS
SELECT r.id AS provider_id, r.user_id AS provider_user_id, p.id AS patient_id, p.user_id AS patient_user_id, p.full_name, p.medical_record_number, p.contact
  FROM (SELECT *, row_number() OVER (ORDER BY display_name) AS rn FROM provider_profiles) r
  JOIN (SELECT *, row_number() OVER (ORDER BY medical_record_number) AS pn FROM patient_profiles) p
    ON (r.rn = 1 AND p.pn <= 2000) OR (r.rn > 1 AND p.pn % 199 = r.rn % 199 AND p.pn % 13 < 1);
INSERT INTO rm_provider_patient_summaries (provider_id, patient_id, provider_user_id, patient_user_id, full_name, medical_record_number, contact,
   appointment_count, medical_record_count, last_visit, last_position)
SELECT provider_id, patient_id, provider_user_id, patient_user_id, full_name, medical_record_number, contact, 1 + (random() * 5)::int, 4, now() - random() * interval '700 days', 0
  FROM pairs;

-- 20,000 records over two years: 4 per pair of the busy provider (8,000), the rest spread over the other pairs
INSERT INTO medical_records (patient_id, provider_id, visit_date, notes, primary_diagnosis, status, created_by, created_by_name,
   patient_user_id, provider_user_id, patient_name, provider_name, provider_role, created_at, updated_at)
SELECT x.patient_id, x.provider_id, t, 'Catatan ' || g, 'J18.9 Pneumonia', 'FINAL', x.provider_user_id, 'Ns', x.patient_user_id, x.provider_user_id, x.full_name, 'Ns', 'Perawat', t, t
  FROM (SELECT pairs.*, row_number() OVER () AS k FROM pairs) x
  CROSS JOIN LATERAL generate_series(1, CASE WHEN x.k <= 2000 THEN 4 ELSE 12000 / greatest(1, (SELECT count(*) FROM pairs) - 2000) END) g
  CROSS JOIN LATERAL (SELECT now() - random() * interval '730 days' + (g * 0)::int * interval '1 s' AS t) tt;  -- (the g reference makes it per row)
INSERT INTO uploads (patient_id, filename, filepath, mime_type, size_bytes, hidden, uploaded_at)
SELECT patient_id, 'hasil-' || g || '.pdf', 'f/' || gen_random_uuid(), 'application/pdf', 1000, g % 5 = 0, now() - random() * interval '700 days'
  FROM (SELECT patient_id FROM medical_records) m, generate_series(1, 1) g;
INSERT INTO record_access_log (occurred_at, actor_user_id, actor_role, actor_name, action, resource_type, resource_id, patient_id, request_id)
SELECT created_at + make_interval(days => g), provider_user_id, 'PROVIDER', 'Ns', 'READ', 'record', id, patient_id, md5(id::text || g)
  FROM medical_records, generate_series(1, 10) g;
COMMIT;
ANALYZE;
SELECT (SELECT count(*) FROM users) users, (SELECT count(*) FROM medical_records) records, (SELECT count(*) FROM uploads) uploads,
       (SELECT count(*) FROM record_access_log) access_rows, (SELECT count(*) FROM rm_provider_patient_summaries) summaries;
