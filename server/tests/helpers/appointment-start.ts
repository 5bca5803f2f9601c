import pg from 'pg'

/** Runs one SQL statement: lucid's `(sql) => db.rawQuery(sql)` or a pg client's `(sql) => client.query(sql)`; both answer `{ rows }`. */
export type Exec = (sql: string) => Promise<{ rows: unknown[] }>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Moves an appointment's start to `minutesFromNow` (negative: already started), in scheduling's
 * table and its read model. Bookings are possible only from tomorrow on, so a test that needs a
 * consultation room inside its join window (or one just before it) moves the start here.
 */
export async function moveAppointmentStart(exec: Exec, appointmentId: string, minutesFromNow: number) {
  if (!Number.isFinite(minutesFromNow)) throw new Error('moveAppointmentStart: bad arguments')
  await setStart(exec, appointmentId, `clock_timestamp() + interval '${Number(minutesFromNow) * 60} seconds'`)
}

/**
 * Puts the start back to `iso` (the booked slot). The move bypasses the events, so a spec that
 * later replays the read model from them restores the start first.
 */
export async function restoreAppointmentStart(exec: Exec, appointmentId: string, iso: string) {
  await setStart(exec, appointmentId, `'${new Date(iso).toISOString()}'::timestamptz`)
}

async function setStart(exec: Exec, appointmentId: string, at: string) {
  if (!UUID.test(appointmentId)) throw new Error('moveAppointmentStart: bad appointment id')
  await exec(`UPDATE appointments SET scheduled_at = ${at} WHERE id = '${appointmentId}'`)
  // the read model's row comes from the booking's event a moment later: move it once it is there
  const deadline = Date.now() + 10_000
  const moved = `UPDATE rm_appointment_views v SET scheduled_at = a.scheduled_at FROM appointments a
                  WHERE v.id = a.id AND a.id = '${appointmentId}' RETURNING v.id`
  while ((await exec(moved)).rows.length === 0) {
    if (Date.now() > deadline) throw new Error(`moveAppointmentStart: ${appointmentId} never reached rm_appointment_views`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  // moved past the projection: every node forgets the dashboards it keeps (events/read-model-changes.ts)
  await exec("SELECT pg_notify('telerawat_read_models', 'scheduling.appointment-views *')")
}

/** The same through a short pg connection to DATABASE_URL (browser journeys, which run the server in another process). */
export async function moveAppointmentStartViaPg(appointmentId: string, minutesFromNow: number) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await moveAppointmentStart((sql) => client.query(sql), appointmentId, minutesFromNow)
  } finally {
    await client.end()
  }
}
