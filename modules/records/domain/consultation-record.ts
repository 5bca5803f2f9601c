import type { MedicalRecordUpdated } from '#events/records/medical-record-updated'
import { canWriteForPatient, type Relation, type Viewer } from './access.js'
import { applyCatalogue, CODING_INVALID, type CatalogueLookup } from './record-coding.js'
import {
  changedFields,
  contentChanges,
  EMPTY_RECORD_MESSAGE,
  hasClinicalContent,
  type ContentField,
  type RecordChanges,
  type RecordContentInput,
} from './record-fields.js'

export const SESSION_SERVICE_TYPE = 'Telekonsultasi'
export const SESSION_OVER_MESSAGE = 'records.session_over'

/** The consultation screen saves: what the provider typed, for the visit of `appointmentId`. */
export interface ConsultationSave {
  appointmentId: string
  input: RecordContentInput
  actor: Viewer & { name: string }
}

/** Everything the rules read; the record and the session mark under the appointment's records lock. */
export interface ConsultationSaveState {
  /** The appointment as its participant sees it; null when the actor takes no part in it. */
  appointment: {
    status: string
    providerUserId: string
    patientId: string
    patientUserId: string
    patientName: string
    scheduledAt: Date
    complaint: string | null
  } | null
  /** What the provider is to the appointment's patient (the records access window). */
  relation: Relation
  /** The catalogue entries of the codes the input names (empty without coding). */
  catalogue: CatalogueLookup
  /** The session's drafts were finalised already (it ended or was cancelled). */
  sessionClosed: boolean
  /** The visit's own record so far, with its stored content; null before the first save. */
  existing: { id: string; content: Partial<Record<ContentField, unknown>> } | null
}

export interface SaveRefusal {
  ok: false
  status: number
  message: string
  fields?: { field: string; message: string }[]
}

/** The first save: a DRAFT session record with these contents (the defaults filled in) and MedicalRecordCreated naming `fields`. */
export interface CreateDraft {
  ok: true
  action: 'create'
  patient: { id: string; userId: string; fullName: string }
  visitDate: Date
  content: RecordChanges
  fields: ContentField[]
}
/** A later save: the changed fields and MedicalRecordUpdated's change (its ids, dates and codes are the written row's). */
export interface UpdateDraft {
  ok: true
  action: 'update'
  recordId: string
  changes: RecordChanges
  change: Pick<MedicalRecordUpdated, 'change' | 'changedFields' | 'revision' | 'updatedBy'>
}
/** A save that changes nothing: only the read is logged. */
export interface Unchanged {
  ok: true
  action: 'unchanged'
  recordId: string
}
export type ConsultationSaveDecision = CreateDraft | UpdateDraft | Unchanged

const refuse = (status: number, message: string, fields?: SaveRefusal['fields']): SaveRefusal => ({
  ok: false,
  status,
  message,
  ...(fields ? { fields } : {}),
})
const empty = () => refuse(422, EMPTY_RECORD_MESSAGE, [{ field: 'body', message: EMPTY_RECORD_MESSAGE }])

/**
 * The consultation screen's save into the visit's own record (beyond the spec, so nothing a
 * provider writes is lost): only the appointment's provider, while it is SCHEDULED and its
 * session not closed, who treats the patient; created as DRAFT on the first save, updated on
 * later ones. Pure.
 */
export function decideConsultationSave(
  command: ConsultationSave,
  state: ConsultationSaveState
): ConsultationSaveDecision | SaveRefusal {
  const { input, actor } = command
  if (!hasClinicalContent(contentChanges(input)) && input.vitalSigns === undefined && input.coding === undefined) return empty()
  const { appointment } = state
  if (!appointment || appointment.providerUserId !== actor.userId) return refuse(404, 'records.appointment_not_found')
  if (appointment.status !== 'SCHEDULED') return refuse(409, SESSION_OVER_MESSAGE)
  // its own appointment is not enough: verified, and inside the records access window
  const access = canWriteForPatient(actor, state.relation)
  if (!access.ok) return refuse(access.status, access.message)
  let coding = input.coding
  if (coding) {
    const checked = applyCatalogue(coding, state.catalogue)
    if (!checked.ok) return refuse(422, CODING_INVALID, checked.errors)
    coding = checked.coding
  }
  const changes = contentChanges({ ...input, coding })
  if (state.sessionClosed) return refuse(409, SESSION_OVER_MESSAGE)

  if (!state.existing) {
    if (!hasClinicalContent(changes)) return empty()
    return {
      ok: true,
      action: 'create',
      patient: { id: appointment.patientId, userId: appointment.patientUserId, fullName: appointment.patientName },
      visitDate: (changes.visitDate as Date | undefined) ?? appointment.scheduledAt,
      content: {
        ...changes,
        serviceType: changes.serviceType ?? SESSION_SERVICE_TYPE,
        handlingProvider: changes.handlingProvider ?? actor.name,
        chiefComplaint: changes.chiefComplaint ?? (appointment.complaint || null),
      },
      fields: Object.keys(changes) as ContentField[],
    }
  }
  const fields = changedFields(state.existing.content, changes)
  if (fields.length === 0) return { ok: true, action: 'unchanged', recordId: state.existing.id }
  return {
    ok: true,
    action: 'update',
    recordId: state.existing.id,
    changes: Object.fromEntries(fields.map((f) => [f, changes[f]])) as RecordChanges,
    change: { change: 'DRAFT_SAVED', changedFields: fields, revision: null, updatedBy: actor.userId },
  }
}
