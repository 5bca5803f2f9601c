-- Plans of every scheduling list query on a clinic-sized read model (issue 9).
-- Scratch database only: builds rm_appointment_views/rm_appointment_people from scratch.
--   psql -h 127.0.0.1 -p <port> -U postgres -v indexes=before -f modules/scheduling/perf/explain-lists.sql
--   psql ... -v indexes=after -f modules/scheduling/perf/explain-lists.sql
-- Data: one busy provider with 10,000 appointments over two years (9,800 past: 3/4 COMPLETED,
-- 1/4 CANCELLED; 200 upcoming SCHEDULED), 199 other providers with 250 each, 5,000 patients.
\set ON_ERROR_STOP on
\set busy '''00000000-0000-4000-8000-000000000001'''
\set patient '''00000000-0000-4000-8000-000000000002'''
DROP TABLE IF EXISTS rm_appointment_views, rm_appointment_people;
CREATE TABLE rm_appointment_views (
  id uuid PRIMARY KEY, patient_id uuid NOT NULL, patient_user_id uuid NOT NULL, patient_name varchar(200) NOT NULL,
  patient_gender varchar(20), patient_contact varchar(60), patient_dob varchar(10), patient_mrn varchar(32),
  provider_id uuid NOT NULL, provider_user_id uuid NOT NULL, provider_name varchar(200) NOT NULL, provider_role varchar(60) NOT NULL,
  provider_specialization varchar(200), scheduled_at timestamptz NOT NULL, duration_minutes integer NOT NULL, status varchar(16) NOT NULL,
  meet_link text NOT NULL, reason text NOT NULL, complaint text, payment_method varchar(40), consultation_fee integer NOT NULL,
  created_at timestamptz NOT NULL, updated_at timestamptz NOT NULL, last_position bigint NOT NULL
);
CREATE TABLE rm_appointment_people (user_id uuid PRIMARY KEY, name varchar(200) NOT NULL, email varchar(254) NOT NULL, last_position bigint NOT NULL);

-- provider p (0 = busy) row i; patients md5-derived from i
INSERT INTO rm_appointment_views
SELECT gen_random_uuid(), md5('pp' || (i % 5000))::uuid,
       CASE WHEN i % 5000 = 0 THEN :patient::uuid ELSE md5('pu' || (i % 5000))::uuid END,
       'Pasien ' || (i % 5000), 'Perempuan', '0812-0000-' || (i % 5000), '1990-01-01', 'RM-' || (i % 5000),
       md5('vp' || p)::uuid, CASE WHEN p = 0 THEN :busy::uuid ELSE md5('vu' || p)::uuid END,
       'Nakes ' || p, 'Perawat', 'Umum', at, 30, st,
       'https://meet.jit.si/telerawat-' || i || '-' || p, 'Kontrol rutin', 'Demam dan batuk', 'QRIS', 75000, at - interval '3 days', at, i
  FROM (
    SELECT 0 AS p, i,
           CASE WHEN i <= 9800 THEN date_trunc('day', now()) - interval '1 day' - i * interval '107 minutes'
                ELSE date_trunc('day', now()) + interval '1 day' + (i - 9800) * interval '210 minutes' END AS at,
           CASE WHEN i > 9800 THEN 'SCHEDULED' WHEN i % 4 = 0 THEN 'CANCELLED' ELSE 'COMPLETED' END AS st
      FROM generate_series(1, 10000) AS i
    UNION ALL
    SELECT p, i,
           date_trunc('day', now()) + (i - 230) * interval '1 day' + (p % 5) * interval '90 minutes',
           CASE WHEN i > 230 THEN 'SCHEDULED' WHEN i % 4 = 0 THEN 'CANCELLED' ELSE 'COMPLETED' END
      FROM generate_series(1, 199) AS p, generate_series(1, 250) AS i
  ) rows;
INSERT INTO rm_appointment_people SELECT DISTINCT patient_user_id, patient_name, 'x@contoh.id', 1 FROM rm_appointment_views;
INSERT INTO rm_appointment_people SELECT DISTINCT provider_user_id, provider_name, 'y@contoh.id', 1 FROM rm_appointment_views;

\if :{?indexes}
\else
  \set indexes after
\endif
SELECT :'indexes' = 'before' AS before \gset
\if :before
  CREATE INDEX ON rm_appointment_views (patient_user_id, scheduled_at);
  CREATE INDEX ON rm_appointment_views (provider_user_id, scheduled_at);
\else
  CREATE INDEX rm_appointment_views_patient_time ON rm_appointment_views (patient_user_id, scheduled_at, id);
  CREATE INDEX rm_appointment_views_patient_status_time ON rm_appointment_views (patient_user_id, status, scheduled_at, id);
  CREATE INDEX rm_appointment_views_provider_time ON rm_appointment_views (provider_user_id, scheduled_at, id);
  CREATE INDEX rm_appointment_views_provider_status_time ON rm_appointment_views (provider_user_id, status, scheduled_at, id);
\endif
VACUUM ANALYZE rm_appointment_views;
VACUUM ANALYZE rm_appointment_people;
SELECT count(*) AS rows, count(*) FILTER (WHERE provider_user_id = :busy) AS busy_rows FROM rm_appointment_views;

-- a deep cursor: the busy provider's row about a year back
SELECT to_char(scheduled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS deep_at, id AS deep_id
  FROM rm_appointment_views WHERE provider_user_id = :busy ORDER BY scheduled_at LIMIT 1 OFFSET 5000 \gset
\set today 'date_trunc(''day'', now())'
\set sel 'SELECT v.*, to_char(v.scheduled_at AT TIME ZONE ''UTC'', ''YYYY-MM-DD"T"HH24:MI:SS.US"Z"'') AS sort_at, COALESCE(NULLIF((SELECT p.name FROM rm_appointment_people p WHERE p.user_id = v.patient_user_id), ''''), v.patient_name) AS patient_name, COALESCE(NULLIF((SELECT p.name FROM rm_appointment_people p WHERE p.user_id = v.provider_user_id), ''''), v.provider_name) AS provider_name FROM rm_appointment_views v'
-- the old code joined first, then cut (kept for the "before" row)
\set rows 'SELECT v.*, to_char(v.scheduled_at AT TIME ZONE ''UTC'', ''YYYY-MM-DD"T"HH24:MI:SS.US"Z"'') AS sort_at, COALESCE(NULLIF(pa.name, ''''), v.patient_name) AS patient_name, COALESCE(NULLIF(pr.name, ''''), v.provider_name) AS provider_name FROM rm_appointment_views v LEFT JOIN rm_appointment_people pa ON pa.user_id = v.patient_user_id LEFT JOIN rm_appointment_people pr ON pr.user_id = v.provider_user_id'

\echo '== before: the old GET /api/appointments (whole history, oldest first, cut at 1,000)'
EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) :rows WHERE v.provider_user_id = :busy ORDER BY v.scheduled_at, v.id LIMIT 1000;

\echo '== GET /api/appointments first page (upcoming from 00:00 today, limit 50 + 1)'
EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) :sel WHERE v.provider_user_id = :busy AND v.scheduled_at >= :today ORDER BY v.scheduled_at ASC, v.id ASC LIMIT 51;

\echo '== GET /api/appointments?from=past, a page a year deep (keyset cursor)'
EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) :sel WHERE v.provider_user_id = :busy AND v.scheduled_at < :today AND (v.scheduled_at, v.id) < (:'deep_at'::timestamptz, :'deep_id'::uuid) ORDER BY v.scheduled_at DESC, v.id DESC LIMIT 51;

\echo '== /list?status=ALL, a page a year deep (segment P)'
EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) :sel WHERE v.provider_user_id = :busy AND v.scheduled_at < :today AND (v.scheduled_at, v.id) < (:'deep_at'::timestamptz, :'deep_id'::uuid) ORDER BY v.scheduled_at DESC, v.id DESC LIMIT 51;

\echo '== /list?status=SCHEDULED first page (segment U)'
EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) :sel WHERE v.provider_user_id = :busy AND v.scheduled_at >= :today AND v.status = 'SCHEDULED' ORDER BY v.scheduled_at ASC, v.id ASC LIMIT 51;

\echo '== /list?status=COMPLETED a page a year deep (segment P)'
EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) :sel WHERE v.provider_user_id = :busy AND v.scheduled_at < :today AND v.status = 'COMPLETED' AND (v.scheduled_at, v.id) < (:'deep_at'::timestamptz, :'deep_id'::uuid) ORDER BY v.scheduled_at DESC, v.id DESC LIMIT 51;

\echo '== /list?status=CANCELLED first page: segment U (empty) then segment P'
EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) :sel WHERE v.provider_user_id = :busy AND v.scheduled_at >= :today AND v.status = 'CANCELLED' ORDER BY v.scheduled_at ASC, v.id ASC LIMIT 51;
EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) :sel WHERE v.provider_user_id = :busy AND v.scheduled_at < :today AND v.status = 'CANCELLED' ORDER BY v.scheduled_at DESC, v.id DESC LIMIT 51;

\echo '== before (a first version): counts in one FILTERed pass over the provider''s 10,000 rows'
EXPLAIN (ANALYZE, BUFFERS, COSTS OFF)
SELECT count(*)::int AS total,
       count(*) FILTER (WHERE status = 'SCHEDULED')::int, count(*) FILTER (WHERE status = 'COMPLETED')::int,
       count(*) FILTER (WHERE status = 'CANCELLED')::int,
       count(*) FILTER (WHERE status = 'SCHEDULED' AND scheduled_at >= :today AND scheduled_at < :today + interval '1 day')::int,
       count(*) FILTER (WHERE status <> 'CANCELLED' AND scheduled_at >= date_trunc('week', now()) AND scheduled_at < date_trunc('week', now()) + interval '7 days')::int,
       count(*) FILTER (WHERE status = 'SCHEDULED' AND scheduled_at > now() - interval '30 minutes')::int
  FROM rm_appointment_views v WHERE v.provider_user_id = :busy;

\echo '== overview: counts, one index range count each (what the server runs)'
EXPLAIN (ANALYZE, BUFFERS, COSTS OFF)
SELECT (SELECT count(*) FROM rm_appointment_views v WHERE v.provider_user_id = :busy AND status = 'SCHEDULED')::int AS scheduled,
       (SELECT count(*) FROM rm_appointment_views v WHERE v.provider_user_id = :busy AND status = 'COMPLETED')::int AS completed,
       (SELECT count(*) FROM rm_appointment_views v WHERE v.provider_user_id = :busy AND status = 'CANCELLED')::int AS cancelled,
       (SELECT count(*) FROM rm_appointment_views v WHERE v.provider_user_id = :busy AND status = 'SCHEDULED' AND scheduled_at >= :today AND scheduled_at < :today + interval '1 day')::int AS today,
       (SELECT count(*) FROM rm_appointment_views v WHERE v.provider_user_id = :busy AND status IN ('SCHEDULED', 'COMPLETED') AND scheduled_at >= date_trunc('week', now()) AND scheduled_at < date_trunc('week', now()) + interval '7 days')::int AS this_week,
       (SELECT count(*) FROM rm_appointment_views v WHERE v.provider_user_id = :busy AND status = 'SCHEDULED' AND scheduled_at > now() - interval '30 minutes')::int AS upcoming;

\echo '== overview: next 5 upcoming'
EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) :sel WHERE v.provider_user_id = :busy AND v.status = 'SCHEDULED' AND v.scheduled_at > now() - interval '30 minutes' ORDER BY v.scheduled_at ASC, v.id ASC LIMIT 5;

\echo '== overview: latest 5'
EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) :sel WHERE v.provider_user_id = :busy ORDER BY v.scheduled_at DESC, v.id DESC LIMIT 5;

\echo '== a patient: overview counts and the first page'
EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) SELECT count(*) FROM rm_appointment_views v WHERE v.patient_user_id = :patient;
EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) :sel WHERE v.patient_user_id = :patient AND v.scheduled_at >= :today ORDER BY v.scheduled_at ASC, v.id ASC LIMIT 51;
