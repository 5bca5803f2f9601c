#!/usr/bin/env bash
# The pre-paging queries (caps 500 / 2,000 / 5,000) on the same scratch set, for the "before" column.
P="/usr/lib/postgresql/15/bin/psql -X -At ${DATABASE_URL:-postgres://telerawat:telerawat@127.0.0.1:55433/telerawat}"
BUSY=$($P -c "SELECT provider_user_id FROM rm_provider_patient_summaries GROUP BY 1 ORDER BY count(*) DESC LIMIT 1")
run() {
  local ms rows bytes
  ms=$($P -c "EXPLAIN (ANALYZE) $2" | awk '/Execution Time/{print $3}')
  read -r rows bytes <<<"$($P -F' ' -c "SELECT count(*), coalesce(sum(length(row_to_json(x)::text)), 0) FROM ($2) x")"
  echo "$1 | $ms ms | $rows rows | $((bytes / 1024)) KB of row JSON"
}
run "before: admin users (cap 500)" "SELECT * FROM rm_admin_users ORDER BY created_at DESC LIMIT 500"
run "before: admin users search 'jose' (ILIKE, cap 500)" "SELECT * FROM rm_admin_users WHERE email ILIKE '%jose%' OR name ILIKE '%jose%' ORDER BY created_at DESC LIMIT 500"
run "before: provider patients (busy, cap 2,000)" "SELECT * FROM rm_provider_patient_summaries WHERE provider_user_id = '$BUSY' AND (appointment_count > 0 OR medical_record_count > 0) ORDER BY last_visit DESC NULLS LAST, full_name LIMIT 2000"
run "before: provider records (busy, cap 5,000)" "SELECT * FROM medical_records WHERE patient_id IN (SELECT patient_id FROM rm_provider_patient_summaries WHERE provider_user_id = '$BUSY' AND appointment_count > 0) ORDER BY visit_date DESC, created_at DESC, id DESC LIMIT 5000"
