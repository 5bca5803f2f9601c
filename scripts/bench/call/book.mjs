/**
 * Consultations whose room is open now, booked the way a patient books (POST /api/appointments on
 * a free slot of the provider's availability, so the events and the read model the consultation
 * page reads exist), then moved to start in `minutesFromNow` — as the browser journeys do
 * (server/tests/helpers/appointment-start.ts): bookings are possible only from tomorrow on.
 */
export async function bookOpenConsultations({ base, pg, patient, provider, count, minutesFromNow = 5, timezone = 'Asia/Jakarta' }) {
  const ids = []
  for (let day = 1; ids.length < count && day < 60; day++) {
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(new Date(Date.now() + day * 24 * 3600_000))
    const res = await fetch(`${base}/api/providers/${provider.profileId}/availability?date=${date}`, {
      headers: { cookie: patient.cookie, accept: 'application/json' },
    })
    if (!res.ok) throw new Error(`availability ${date}: ${res.status} ${await res.text()}`)
    const { slots } = await res.json()
    for (const slot of slots.filter((s) => s.available)) {
      if (ids.length >= count) break
      const booked = await fetch(`${base}/api/appointments`, {
        method: 'POST',
        headers: { cookie: patient.cookie, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ providerId: provider.profileId, scheduledAt: slot.scheduledAt, reason: 'Kontrol' }),
      })
      if (booked.status !== 201) throw new Error(`booking ${slot.scheduledAt}: ${booked.status} ${await booked.text()}`)
      ids.push((await booked.json()).id)
    }
  }
  if (ids.length < count) throw new Error(`only ${ids.length} of ${count} slots found in 60 days`)
  for (const [i, id] of ids.entries()) await moveStart(pg, id, minutesFromNow * 60 + i)
  return ids
}

/** The start `seconds` from now in scheduling's table and (once the booking's projection wrote it) the read model. */
async function moveStart(pg, appointmentId, seconds) {
  await pg.query(`UPDATE appointments SET scheduled_at = clock_timestamp() + make_interval(secs => $2) WHERE id = $1`, [
    appointmentId,
    seconds,
  ])
  const deadline = Date.now() + 30_000
  for (;;) {
    const { rowCount } = await pg.query(
      `UPDATE rm_appointment_views v SET scheduled_at = a.scheduled_at FROM appointments a WHERE v.id = a.id AND a.id = $1`,
      [appointmentId]
    )
    if (rowCount) return void (await pg.query("SELECT pg_notify('telerawat_read_models', 'scheduling.appointment-views *')"))
    if (Date.now() > deadline) throw new Error(`${appointmentId} never reached rm_appointment_views`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
