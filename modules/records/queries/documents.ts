import db from '@adonisjs/lucid/services/db'
import { documentDto, type DocumentDto } from './document-dto.js'

/** A patient's documents, newest first (hidden ones included; the caller filters for patients). */
export async function listPatientDocuments(patientId: string): Promise<DocumentDto[]> {
  const rows = await db.from('uploads').where('patient_id', patientId).orderBy('uploaded_at', 'desc').orderBy('id', 'desc').limit(1000)
  return rows.map(documentDto)
}

export async function findDocumentRow(uploadId: string) {
  return db.from('uploads').where('id', uploadId).first()
}
