import { z } from 'zod'
import { clinicSettings } from '#modules/clinic/index'
import { DomainError } from '#modules/kernel/index'
import { providerTreatsPatientNow } from '#modules/records/index'
import { getAppointmentForParticipant } from '#modules/scheduling/index'
import { pregnancyApplies } from '../contracts/pregnancy-rule.js'

export interface IntakeUser {
  id: string
  role: 'PATIENT' | 'PROVIDER'
}

export interface IntakeAppointment {
  id: string
  patientId: string
  patientUserId: string
  providerUserId: string
  status: string
  joinOpensAt: string
  pregnancyApplies: boolean
}

/** The calendar day of an instant in the clinic's time zone ('YYYY-MM-DD'). */
function clinicDay(instant: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: clinicSettings().timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant))
}

/**
 * The appointment whose intake the user asks for, with what the intake rules need. Its patient;
 * its provider only under the records access rule for that patient (verified, the window open:
 * 403 otherwise, as the records answer). Anyone else, and an unknown id, get 404.
 */
export async function intakeAppointmentFor(user: IntakeUser, appointmentId: string): Promise<IntakeAppointment> {
  const appointment = z.uuid().safeParse(appointmentId).success ? await getAppointmentForParticipant(appointmentId, user.id) : null
  if (!appointment) throw new DomainError(404, 'intake.appointment_not_found')
  const isPatient = appointment.patient.userId === user.id && user.role === 'PATIENT'
  const isProvider = appointment.provider.userId === user.id && user.role === 'PROVIDER'
  if (!isPatient && !isProvider) throw new DomainError(404, 'intake.appointment_not_found')
  if (isProvider && !(await providerTreatsPatientNow(user, appointment.patientId))) {
    throw new DomainError(403, 'intake.provider_no_access')
  }
  return {
    id: appointment.id,
    patientId: appointment.patientId,
    patientUserId: appointment.patient.userId,
    providerUserId: appointment.provider.userId,
    status: appointment.status,
    joinOpensAt: appointment.joinOpensAt,
    pregnancyApplies: pregnancyApplies(
      { gender: appointment.patient.gender, dob: appointment.patient.dob },
      clinicDay(appointment.scheduledAt)
    ),
  }
}
