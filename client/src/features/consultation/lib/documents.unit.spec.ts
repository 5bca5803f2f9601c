import { describe, expect, it } from 'vitest'

import { documentProblem, formatFileSize, MAX_DOCUMENT_BYTES, visibleUploads } from './documents'
import type { DocumentDto } from '@/api/openapi'

const upload = (id: string, hidden: boolean, uploadedAt: string): DocumentDto => ({
  id,
  patientId: 'patient-1',
  medicalRecordId: null,
  appointmentId: null,
  conversationId: null,
  filename: `${id}.pdf`,
  mimeType: 'application/pdf',
  sizeBytes: 1000,
  hidden,
  uploadedAt,
  uploadedBy: null,
  url: `/api/uploads/${id}/download`,
})

describe('documents', () => {
  it('refuses other types and files over 10 MB before uploading', () => {
    expect(documentProblem({ size: 1000, type: 'application/pdf' })).toBeNull()
    expect(documentProblem({ size: 1000, type: 'image/webp' })).toBeNull()
    expect(documentProblem({ size: 1000, type: 'application/x-msdownload' })).toBe('wrongType')
    expect(documentProblem({ size: MAX_DOCUMENT_BYTES + 1, type: 'image/png' })).toBe('tooLarge')
  })

  it('patients see only visible documents; providers see all; newest first', () => {
    const list = [
      upload('old', false, '2025-01-01T00:00:00Z'),
      upload('hidden', true, '2025-02-01T00:00:00Z'),
      upload('new', false, '2025-03-01T00:00:00Z'),
    ]
    expect(visibleUploads(list, false).map((u) => u.id)).toEqual(['new', 'old'])
    expect(visibleUploads(list, true).map((u) => u.id)).toEqual(['new', 'hidden', 'old'])
  })

  it('formats sizes', () => {
    expect(formatFileSize(820)).toBe('820 B')
    expect(formatFileSize(12 * 1024)).toBe('12 KB')
    expect(formatFileSize(1.45 * 1024 * 1024)).toBe('1,5 MB')
    expect(formatFileSize(1.45 * 1024 * 1024, 'en')).toBe('1.5 MB')
  })
})
