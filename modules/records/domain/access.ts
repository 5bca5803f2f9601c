import { assertNever } from '#modules/kernel/index'

/**
 * Who may see and write medical records and documents (Permenkes 24/2022: input, correct and
 * view are separate rights; UU 27/2022: health data is sensitive). Pure, so the matrix is
 * unit-tested; the HTTP layer turns a refusal into its status.
 *
 * - the patient reads their own records and visible documents, never writes;
 * - a provider writes and reads only for patients they treat (an appointment that is not
 *   cancelled, or an entry they already wrote in that patient's record);
 * - a record is changed only by its author; another treating provider appends an addendum;
 * - a provider treats a patient only while verified and inside an appointment's access window;
 * - an admin manages accounts and reads no medical record at all.
 */

import type { Role } from '#modules/identity/index'

export interface Viewer {
  userId: string
  role: Role
}

/** What the caller is to this patient, looked up before asking the rules. */
export interface Relation {
  /** The patient profile belongs to the viewer. */
  isSelf: boolean
  /** The viewer is a provider who treats this patient. */
  treats: boolean
}

export type Decision = { ok: true } | { ok: false; status: 403 | 404 | 409; message: string }

const allow: Decision = { ok: true }
// refusals carry keys of records' catalogue (messages.ts)
const ADMIN_REFUSED = 'records.admin_refused'
export const NOT_YOUR_PATIENT = 'records.not_your_patient'

export function canReadPatientRecords(viewer: Viewer, relation: Relation): Decision {
  switch (viewer.role) {
    case 'ADMIN':
      return { ok: false, status: 403, message: ADMIN_REFUSED }
    case 'PATIENT':
      return relation.isSelf ? allow : { ok: false, status: 403, message: 'records.not_your_record' }
    case 'PROVIDER':
      return relation.treats ? allow : { ok: false, status: 403, message: NOT_YOUR_PATIENT }
    default:
      return assertNever(viewer.role)
  }
}

/** Adding a record or a document for a patient ("input"). */
export function canWriteForPatient(viewer: Viewer, relation: Relation): Decision {
  if (viewer.role !== 'PROVIDER') {
    return { ok: false, status: 403, message: 'records.only_providers_write' }
  }
  return relation.treats ? allow : { ok: false, status: 403, message: NOT_YOUR_PATIENT }
}

/**
 * Correcting one record. Only its author, while they still treat the patient (the access window
 * is open), changes it in place (the old version kept as a revision). Another treating provider
 * cannot rewrite it: their correction is appended as their own addendum, the original kept.
 * Anyone else is told the record does not exist (404), so record ids reveal nothing.
 */
export type CorrectionDecision = { ok: true; mode: 'correct' | 'addendum' } | Extract<Decision, { ok: false }>

export function correctionOf(viewer: Viewer, record: { createdBy: string }, relation: Relation): CorrectionDecision {
  if (viewer.role !== 'PROVIDER') {
    return { ok: false, status: 403, message: 'records.only_providers_correct' }
  }
  if (!relation.treats) return { ok: false, status: 404, message: 'records.record_not_found' }
  return { ok: true, mode: record.createdBy === viewer.userId ? 'correct' : 'addendum' }
}

/** Changing the entry itself: only its author (see `correctionOf`). */
export function canCorrectRecord(viewer: Viewer, record: { createdBy: string }, relation: Relation): Decision {
  const decision = correctionOf(viewer, record, relation)
  if (!decision.ok) return decision
  return decision.mode === 'correct' ? allow : { ok: false, status: 403, message: 'records.only_author_corrects' }
}

/**
 * What decides who reads one document besides the relation: hidden from the patient, withdrawn
 * with its message (kept, served to no one), or sent in a conversation (modules/messaging): then
 * only that conversation's provider reads it, not every provider treating the patient.
 */
export interface DocumentFacts {
  hidden: boolean
  withdrawn?: boolean
  /** The provider profile of the conversation it was sent in, or null for a document of a visit. */
  conversationProviderId?: string | null
}

/** One document: the patient (only while it is not hidden) or a treating provider (of its conversation, if any). */
export function canReadDocument(
  viewer: Viewer & { profileId?: string | null },
  document: DocumentFacts,
  relation: Relation
): Decision {
  const notFound: Decision = { ok: false, status: 404, message: 'records.document_not_found' }
  switch (viewer.role) {
    case 'ADMIN':
      return { ok: false, status: 403, message: ADMIN_REFUSED }
    case 'PATIENT':
      return relation.isSelf && !document.hidden && !document.withdrawn ? allow : notFound
    case 'PROVIDER':
      return relation.treats && !document.withdrawn && ofTheirConversation(viewer, document) ? allow : notFound
    default:
      return assertNever(viewer.role)
  }
}

const ofTheirConversation = (viewer: { profileId?: string | null }, document: Pick<DocumentFacts, 'conversationProviderId'>) =>
  !document.conversationProviderId || document.conversationProviderId === viewer.profileId

/**
 * Hiding or showing a document: a treating provider. A conversation's attachment stays as it was
 * sent (its sender withdraws the message instead); another provider learns nothing of it.
 */
export function canChangeDocumentVisibility(
  viewer: Viewer & { profileId?: string | null },
  relation: Relation,
  document: Omit<DocumentFacts, 'hidden'> = {}
): Decision {
  if (viewer.role !== 'PROVIDER') {
    return { ok: false, status: 403, message: 'records.only_providers_hide' }
  }
  if (!relation.treats || document.withdrawn || !ofTheirConversation(viewer, document)) {
    return { ok: false, status: 404, message: 'records.document_not_found' }
  }
  return document.conversationProviderId ? { ok: false, status: 409, message: 'records.conversation_document_fixed' } : allow
}

/** Documents a viewer may see in a list: patients do not see hidden ones. */
export function visibleDocuments<T extends { hidden: boolean }>(viewer: Viewer, documents: T[]): T[] {
  return seesHiddenDocuments(viewer) ? documents : documents.filter((d) => !d.hidden)
}

/** Hidden documents are shown to treating providers, never to the patient (lists filter in SQL). */
export function seesHiddenDocuments(viewer: Viewer): boolean {
  return viewer.role !== 'PATIENT'
}

/** The access trail of a patient's records is shown to that patient only. */
export function canReadAccessLog(viewer: Viewer, relation: Relation): Decision {
  return viewer.role === 'PATIENT' && relation.isSelf ? allow : { ok: false, status: 403, message: 'records.access_log_own_only' }
}

/**
 * Reading one record by its id (the Resume Medis PDF): the patient themself or a treating
 * provider; anyone else is told it does not exist (404), so record ids reveal nothing.
 */
export function canReadRecord(viewer: Viewer, relation: Relation): Decision {
  const notFound: Decision = { ok: false, status: 404, message: 'records.record_not_found' }
  switch (viewer.role) {
    case 'ADMIN':
      return { ok: false, status: 403, message: ADMIN_REFUSED }
    case 'PATIENT':
      return relation.isSelf ? allow : notFound
    case 'PROVIDER':
      return relation.treats ? allow : notFound
    default:
      return assertNever(viewer.role)
  }
}
