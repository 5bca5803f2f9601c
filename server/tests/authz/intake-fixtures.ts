import type { Caller, Cast } from './cast.js'

const filled = new WeakMap<Cast, Promise<void>>()

/** Patient A's appointment inside the window, its intake filled once (the FHIR export needs a version). */
export async function intakeFhirOfA(c: Cast) {
  if (!filled.has(c)) {
    filled.set(
      c,
      c.accounts.patientA.client
        .put(`/api/appointments/${c.appointmentInside}/intake`, { mainComplaint: 'Keluhan matriks', since: '2 hari', painScore: 2 })
        .then((res) => {
          if (res.status !== 201 && res.status !== 200) throw new Error(`filling A's intake: ${res.status} ${res.text}`)
        })
    )
  }
  await filled.get(c)
  return { path: `/api/appointments/${c.appointmentInside}/intake/fhir` }
}

/**
 * For A, a fresh appointment days ahead (its room closed), so the PUT makes its first version (201);
 * every other caller is refused before the appointment matters, so they try A's appointment inside the window.
 */
export async function freshIntakeOfA(c: Cast, caller: Caller) {
  const id = caller === 'patientA' ? await c.freshAppointment() : c.appointmentInside
  return { path: `/api/appointments/${id}/intake`, body: { mainComplaint: 'Keluhan matriks', since: '2 hari', painScore: 2 } }
}
