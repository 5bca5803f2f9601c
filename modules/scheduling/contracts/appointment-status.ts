export const appointmentStatuses = ['SCHEDULED', 'COMPLETED', 'CANCELLED'] as const
export type AppointmentStatus = (typeof appointmentStatuses)[number]
