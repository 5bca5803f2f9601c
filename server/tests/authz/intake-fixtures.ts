import type { Cast } from './cast.js'

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

/** A fresh appointment of A, days ahead (its room closed): a PUT makes its first version (201). */
export async function freshIntakeOfA(c: Cast) {
  return {
    path: `/api/appointments/${await c.freshAppointment()}/intake`,
    body: { mainComplaint: 'Keluhan matriks', since: '2 hari', painScore: 2 },
  }
}
