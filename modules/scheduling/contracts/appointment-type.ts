/** How a consultation happens: the built-in video call, or the pair's conversation in session mode (issue 22). */
export const appointmentTypes = ['VIDEO', 'CHAT'] as const
export type AppointmentType = (typeof appointmentTypes)[number]

/** What a booking without a type is, and what an AppointmentBooked from before types replays as. */
export const DEFAULT_APPOINTMENT_TYPE: AppointmentType = 'VIDEO'
