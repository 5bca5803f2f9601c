import db from '@adonisjs/lucid/services/db'
import { z } from 'zod'
import { decodeCursor, toPage, type Page, type PageRequest } from '#modules/kernel/index'
import type { DocumentDto } from '../contracts/document-dto.js'
import { documentDto } from './document-dto.js'
import { isoKey, timestampKey, uuidKey } from './keyset.js'

export const DOCUMENTS_LIST = 'patient-documents'
const documentKey = z.tuple([timestampKey, uuidKey])

/**
 * One page of a patient's documents, newest first (index uploads_patient_newest). Hidden ones
 * only when `includeHidden` (treating providers; patients never see them — filtered here, so a
 * page is never short of visible documents). Attachments of withdrawn messages are never listed;
 * a provider (`providerId`) sees the attachments of their own conversation only, the patient all.
 */
export async function pagePatientDocuments(
  patientId: string,
  includeHidden: boolean,
  page: PageRequest,
  providerId: string | null = null
): Promise<Page<DocumentDto>> {
  const after = page.cursor ? decodeCursor(DOCUMENTS_LIST, page.cursor, documentKey) : null
  const { rows } = await db.rawQuery(
    `SELECT u.*, ${isoKey('u.uploaded_at')} AS k_uploaded FROM uploads u
      WHERE u.patient_id = ? ${includeHidden ? '' : 'AND NOT u.hidden'} AND u.withdrawn_at IS NULL
        ${providerId ? 'AND (u.conversation_id IS NULL OR u.provider_id = ?)' : ''}
        ${after ? 'AND (u.uploaded_at, u.id) < (?::timestamptz, ?::uuid)' : ''}
      ORDER BY u.uploaded_at DESC, u.id DESC LIMIT ?`,
    [patientId, ...(providerId ? [providerId] : []), ...(after ?? []), page.limit + 1]
  )
  return toPage(rows, page.limit, DOCUMENTS_LIST, (r: any) => [r.k_uploaded, r.id], documentDto)
}

export async function findDocumentRow(uploadId: string) {
  return db.from('uploads').where('id', uploadId).first()
}

/** The facts of a stored row the access rule reads (domain/access.ts). */
export function documentFacts(row: {
  hidden: boolean
  withdrawn_at: Date | null
  conversation_id: string | null
  provider_id: string | null
}) {
  return {
    hidden: Boolean(row.hidden),
    withdrawn: row.withdrawn_at !== null,
    conversationProviderId: row.conversation_id ? row.provider_id : null,
  }
}
