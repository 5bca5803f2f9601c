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
 * page is never short of visible documents).
 */
export async function pagePatientDocuments(patientId: string, includeHidden: boolean, page: PageRequest): Promise<Page<DocumentDto>> {
  const after = page.cursor ? decodeCursor(DOCUMENTS_LIST, page.cursor, documentKey) : null
  const { rows } = await db.rawQuery(
    `SELECT u.*, ${isoKey('u.uploaded_at')} AS k_uploaded FROM uploads u
      WHERE u.patient_id = ? ${includeHidden ? '' : 'AND NOT u.hidden'}
        ${after ? 'AND (u.uploaded_at, u.id) < (?::timestamptz, ?::uuid)' : ''}
      ORDER BY u.uploaded_at DESC, u.id DESC LIMIT ?`,
    [patientId, ...(after ?? []), page.limit + 1]
  )
  return toPage(rows, page.limit, DOCUMENTS_LIST, (r: any) => [r.k_uploaded, r.id], documentDto)
}

export async function findDocumentRow(uploadId: string) {
  return db.from('uploads').where('id', uploadId).first()
}
