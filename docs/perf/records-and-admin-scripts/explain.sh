#!/usr/bin/env bash
# EXPLAIN (ANALYZE, BUFFERS) of every list query of records/admin on the scratch set; prints plan summaries.
P="/usr/lib/postgresql/15/bin/psql -X -At ${DATABASE_URL:-postgres://telerawat:telerawat@127.0.0.1:55433/telerawat}"
BUSY=$($P -c "SELECT provider_user_id FROM rm_provider_patient_summaries GROUP BY 1 ORDER BY count(*) DESC LIMIT 1")
SMALL=$($P -c "SELECT provider_user_id FROM rm_provider_patient_summaries GROUP BY 1 ORDER BY count(*) ASC LIMIT 1")
PAT=$($P -c "SELECT patient_id FROM medical_records GROUP BY 1 ORDER BY count(*) DESC LIMIT 1")
MID=$($P -c "SELECT to_char(visit_date AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.US\"Z\"') || '|' || to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.US\"Z\"') || '|' || id FROM medical_records ORDER BY visit_date DESC, created_at DESC, id DESC OFFSET 5000 LIMIT 1")
IFS='|' read -r MV MC MI <<<"$MID"
fold="s.search_text"
run() {
  echo "### $1"
  $P -c "EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) $2" | grep -E "Index|Scan|Sort|Limit|Execution|Join|Loop" | grep -v "Index Cond\|Filter\|Recheck\|Searches" | head -${3:-8}
}
run "admin users, first page (limit 51)" "SELECT u.* FROM rm_admin_users u WHERE true ORDER BY u.created_at DESC, u.user_id DESC LIMIT 51"
run "admin users, page 40 (cursor)" "SELECT u.* FROM rm_admin_users u WHERE true AND (u.created_at, u.user_id) < (now() - interval '2000 minutes', 'ffffffff-ffff-ffff-ffff-ffffffffffff') ORDER BY u.created_at DESC, u.user_id DESC LIMIT 51"
run "admin users, filter=suspended" "SELECT u.* FROM rm_admin_users u WHERE true AND u.status = 'SUSPENDED' ORDER BY u.created_at DESC, u.user_id DESC LIMIT 51"
run "admin users, filter=providers" "SELECT u.* FROM rm_admin_users u WHERE true AND u.role = 'PROVIDER' ORDER BY u.created_at DESC, u.user_id DESC LIMIT 51"
run "admin users, search 'jose aminah' (trigram)" "SELECT u.* FROM rm_admin_users u WHERE true AND u.search_text LIKE public.search_fold('%jose aminah%') ORDER BY u.created_at DESC, u.user_id DESC LIMIT 21"
run "admin users, search 'pasien12' (e-mail, trigram)" "SELECT u.* FROM rm_admin_users u WHERE true AND u.search_text LIKE public.search_fold('%pasien12%') ORDER BY u.created_at DESC, u.user_id DESC LIMIT 21"
run "provider patients (busy: 2,000), first page by name" "SELECT s.* FROM rm_provider_patient_summaries s WHERE s.provider_user_id = '$BUSY' AND (s.appointment_count > 0 OR s.medical_record_count > 0) ORDER BY lower(coalesce(s.full_name, '')), s.patient_id LIMIT 51"
run "provider patients, cursor page" "SELECT s.* FROM rm_provider_patient_summaries s WHERE s.provider_user_id = '$BUSY' AND (s.appointment_count > 0 OR s.medical_record_count > 0) AND (lower(coalesce(s.full_name, '')), s.patient_id) > ('rina', '00000000-0000-0000-0000-000000000000') ORDER BY lower(coalesce(s.full_name, '')), s.patient_id LIMIT 51"
run "provider patients, search 'eka hidayat'" "SELECT s.* FROM rm_provider_patient_summaries s WHERE s.provider_user_id = '$BUSY' AND (s.appointment_count > 0 OR s.medical_record_count > 0) AND $fold LIKE public.search_fold('%eka hidayat%') ORDER BY lower(coalesce(s.full_name, '')), s.patient_id LIMIT 51"
run "provider patients, search MRN 'RM-2025-0012'" "SELECT s.* FROM rm_provider_patient_summaries s WHERE s.provider_user_id = '$BUSY' AND (s.appointment_count > 0 OR s.medical_record_count > 0) AND $fold LIKE public.search_fold('%RM-2025-0012%') ORDER BY lower(coalesce(s.full_name, '')), s.patient_id LIMIT 51"
run "provider patient stats (busy)" "SELECT count(*), sum(appointment_count), sum(medical_record_count) FROM rm_provider_patient_summaries s WHERE s.provider_user_id = '$BUSY' AND (s.appointment_count > 0 OR s.medical_record_count > 0)"
REC="SELECT m.*, s.full_name FROM medical_records m JOIN rm_provider_patient_summaries s ON s.patient_id = m.patient_id WHERE s.provider_user_id"
run "provider records ?limit=5 (busy, dashboard)" "$REC = '$BUSY' AND s.appointment_count > 0 ORDER BY m.visit_date DESC, m.created_at DESC, m.id DESC LIMIT 6" 10
run "provider records, deep cursor page (busy, ~5,000th row)" "$REC = '$BUSY' AND s.appointment_count > 0 AND (m.visit_date, m.created_at, m.id) < ('$MV'::timestamptz, '$MC'::timestamptz, '$MI'::uuid) ORDER BY m.visit_date DESC, m.created_at DESC, m.id DESC LIMIT 51" 10
run "provider records ?limit=5 (provider with few patients)" "$REC = '$SMALL' AND s.appointment_count > 0 ORDER BY m.visit_date DESC, m.created_at DESC, m.id DESC LIMIT 6" 10
run "provider records, search 'eka hidayat' (busy; 3+ chars: matched patients first)" "$REC = '$BUSY' AND s.appointment_count > 0 AND m.patient_id = ANY(ARRAY(SELECT s2.patient_id FROM rm_provider_patient_summaries s2 WHERE s2.provider_user_id = '$BUSY' AND s2.appointment_count > 0 AND s2.search_text LIKE public.search_fold('%eka hidayat%'))) ORDER BY m.visit_date DESC, m.created_at DESC, m.id DESC LIMIT 51" 12
run "provider records, search 'a' (busy; short: walk newest first)" "$REC = '$BUSY' AND s.appointment_count > 0 AND s.search_text LIKE public.search_fold('%a%') ORDER BY m.visit_date DESC, m.created_at DESC, m.id DESC LIMIT 51" 12
run "patient records ?limit=5" "SELECT m.* FROM medical_records m WHERE m.patient_id = '$PAT' ORDER BY m.visit_date DESC, m.created_at DESC, m.id DESC LIMIT 6"
run "patient record count" "SELECT count(*) FROM medical_records WHERE patient_id = '$PAT'"
run "patient uploads (patient: hidden left out)" "SELECT u.* FROM uploads u WHERE u.patient_id = '$PAT' AND NOT u.hidden ORDER BY u.uploaded_at DESC, u.id DESC LIMIT 51"
run "access log page (others=true, 20 rows per item)" "SELECT l.* FROM record_access_log l WHERE l.patient_id = '$PAT' AND l.actor_user_id <> '00000000-0000-0000-0000-000000000000' ORDER BY l.occurred_at DESC, l.id DESC LIMIT 161"
