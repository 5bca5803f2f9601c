import { z } from 'zod'

/** Clinic-local start times of the bookable slots, e.g. '09:00'. */
const slotTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.clinicSettings.slotTime')

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3))

/** Minutes one appointment lasts; slots must be at least this far apart. */
export const SLOT_SPACING_MINUTES = 30

function isTimeZone(value: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return value.includes('/') || value === 'UTC'
  } catch {
    return false
  }
}

/** An absolute http(s) URI naming a code or identifier system. */
const fhirUri = z
  .string()
  .trim()
  .max(200, 'validation.clinicSettings.uri')
  .refine((value) => /^https?:\/\/[^\s/$.?#][^\s|]*$/i.test(value), 'validation.clinicSettings.uri')

const NUMBER = { error: 'validation.clinicSettings.number' }
const CUTOFF = 'validation.clinicSettings.cancelCutoffHours'
/** Whole minutes in [min, max]; `range` is the key of the field's range message. */
const minutes = (min: number, max: number, range: string) =>
  z.number(NUMBER).int('validation.clinicSettings.integer').min(min, range).max(max, range)

/**
 * The settings a clinic edits at run time ('Pengaturan Sistem'); the server reads them on every
 * use (modules/clinic/index.ts), so a change applies to the next booking, cancellation or e-mail.
 */
export const clinicSettingsSchema = z.object({
  /** IANA zone of the clinic's wall clock: slots, days and e-mails are in it. */
  timezone: z.string().min(1).max(64).refine(isTimeZone, 'validation.clinicSettings.timeZone'),
  /** Bookable start times, ascending, at least SLOT_SPACING_MINUTES apart. */
  slots: z
    .array(slotTime)
    .min(1, 'validation.clinicSettings.slotsCount')
    .max(24, 'validation.clinicSettings.slotsCount')
    .refine(
      (slots) => slots.every((s, i) => i === 0 || minutesOf(s) - minutesOf(slots[i - 1]!) >= SLOT_SPACING_MINUTES),
      'validation.clinicSettings.slotsSpacing'
    ),
  /** A patient may cancel or move a booking until this many hours before it starts. */
  cancelCutoffHours: z.number(NUMBER).min(0, CUTOFF).max(168, CUTOFF),
  /** How long a freed slot is held for the waitlisted patient it is offered to. */
  waitlistHoldMinutes: minutes(5, 1440, 'validation.clinicSettings.waitlistHoldMinutes'),
  /** The meeting-link e-mail goes out this many minutes before the session. */
  reminderLeadMinutes: minutes(1, 1440, 'validation.clinicSettings.reminderLeadMinutes'),
  /** The consultation room opens this many minutes before the start. */
  joinOpensMinutesBefore: minutes(0, 120, 'validation.clinicSettings.joinOpensMinutesBefore'),
  // FHIR / SATUSEHAT export (modules/fhir, docs/satusehat.md#configuration)
  /** The clinic's Organization id at SATUSEHAT (Encounter.serviceProvider, the local identifier systems). */
  fhirOrganizationId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9\-.]{1,64}$/, 'validation.clinicSettings.fhirOrganizationId'),
  /** Identifier system of the practitioner's STR number. */
  fhirPractitionerSystem: fhirUri,
  /** Code system URIs of the national nursing standards (SDKI diagnoses, SLKI outcomes, SIKI interventions). */
  sdkiSystemUri: fhirUri,
  slkiSystemUri: fhirUri,
  sikiSystemUri: fhirUri,
  /**
   * The Location the clinic registered at SATUSEHAT for its telehealth service (Encounter.location,
   * mandatory) and its name; empty until registered: the exchange stays off while it is empty.
   */
  satusehatLocationId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9\-.]{0,64}$/, 'validation.clinicSettings.satusehatLocationId'),
  satusehatLocationName: z.string().trim().max(200, 'validation.clinicSettings.satusehatLocationName'),
})
export type ClinicSettings = z.infer<typeof clinicSettingsSchema>

/** PATCH /api/admin/settings: any subset of the settings. */
export const clinicSettingsPatchSchema = clinicSettingsSchema.partial().strict()
export type ClinicSettingsPatch = z.infer<typeof clinicSettingsPatchSchema>

/** GET/PATCH /api/admin/settings answer. */
export const clinicSettingsDtoSchema = z.object({
  settings: clinicSettingsSchema,
  /** Bumped by every change; 0 while the defaults apply. */
  version: z.number(),
  updatedAt: z.string().nullable(),
})
export type ClinicSettingsDto = z.infer<typeof clinicSettingsDtoSchema>

export const DEFAULT_CLINIC_SETTINGS: ClinicSettings = {
  timezone: 'Asia/Jakarta',
  slots: ['09:00', '10:30', '14:00', '15:30', '16:00'],
  cancelCutoffHours: 2,
  waitlistHoldMinutes: 30,
  reminderLeadMinutes: 15,
  joinOpensMinutesBefore: 10,
  // FHIR export: set the organization id to the one SATUSEHAT issued before exchanging
  fhirOrganizationId: 'telerawat',
  fhirPractitionerSystem: 'https://telerawat.id/fhir/sid/str',
  sdkiSystemUri: 'https://telerawat.id/fhir/CodeSystem/sdki',
  slkiSystemUri: 'https://telerawat.id/fhir/CodeSystem/slki',
  sikiSystemUri: 'https://telerawat.id/fhir/CodeSystem/siki',
  satusehatLocationId: '',
  satusehatLocationName: '',
}
