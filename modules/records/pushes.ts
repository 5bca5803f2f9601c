import type { EventEnvelope } from '#events/envelope'
import type { EventPushes, ModulePush } from '#modules/kernel/index'
import type { DocumentChangedPush, RecordChangedPush } from './contracts/record-pushes.js'

/** Which screens must hear about records' events. Pure, so it is unit-tested. */
export function recordsPushesFor(event: EventEnvelope<any>): ModulePush[] {
  switch (event.type) {
    case 'MedicalRecordCreated':
    case 'MedicalRecordUpdated': {
      const p = event.payload
      const data = {
        type: event.type,
        recordId: p.recordId,
        patientId: p.patientId,
        appointmentId: p.appointmentId ?? null,
        position: event.position,
      } satisfies RecordChangedPush
      return [{ rooms: participantRooms(p), event: 'record.changed', data }]
    }
    case 'DocumentUploaded':
    case 'DocumentVisibilityChanged': {
      const p = event.payload
      const data = {
        type: event.type,
        uploadId: p.uploadId,
        patientId: p.patientId,
        hidden: p.hidden,
        position: event.position,
      } satisfies DocumentChangedPush
      return [{ rooms: participantRooms(p), event: 'document.changed', data }]
    }
    default:
      return []
  }
}

/** The patient, the provider and, when the change belongs to a consultation, its room. */
function participantRooms(p: { patientUserId: string; providerUserId: string; appointmentId?: string | null }) {
  const rooms = [`user:${p.patientUserId}`, `user:${p.providerUserId}`]
  if (p.appointmentId) rooms.push(`appointment:${p.appointmentId}`)
  return rooms
}

/** The event types of records that produce pushes. */
export const RECORDS_PUSHED_TYPES = ['MedicalRecordCreated', 'MedicalRecordUpdated', 'DocumentUploaded', 'DocumentVisibilityChanged']

export const recordsPushes: EventPushes = { types: RECORDS_PUSHED_TYPES, pushesFor: recordsPushesFor }
