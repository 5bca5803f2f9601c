import { describe, expect, it } from 'vitest'
import {
  canChangeDocumentVisibility,
  canCorrectRecord,
  correctionOf,
  canReadAccessLog,
  canReadDocument,
  canReadPatientRecords,
  canWriteForPatient,
  visibleDocuments,
  type Relation,
  type Viewer,
} from './access.js'

const patient: Viewer = { userId: 'p', role: 'PATIENT' }
const provider: Viewer = { userId: 'd', role: 'PROVIDER' }
const admin: Viewer = { userId: 'a', role: 'ADMIN' }
const self: Relation = { isSelf: true, treats: false }
const treating: Relation = { isSelf: false, treats: true }
const stranger: Relation = { isSelf: false, treats: false }

describe('who may read and write medical records', () => {
  it('reading a patient record list: the patient themself or a treating provider, never an admin', () => {
    expect(canReadPatientRecords(patient, self).ok).toBe(true)
    expect(canReadPatientRecords(patient, stranger)).toMatchObject({ ok: false, status: 403 })
    expect(canReadPatientRecords(provider, treating).ok).toBe(true)
    expect(canReadPatientRecords(provider, stranger)).toMatchObject({ ok: false, status: 403 })
    expect(canReadPatientRecords(admin, { isSelf: true, treats: true })).toMatchObject({ ok: false, status: 403 })
  })

  it('writing: treating providers only', () => {
    expect(canWriteForPatient(provider, treating).ok).toBe(true)
    expect(canWriteForPatient(provider, stranger)).toMatchObject({ ok: false, status: 403 })
    expect(canWriteForPatient(patient, self)).toMatchObject({ ok: false, status: 403 })
    expect(canWriteForPatient(admin, treating)).toMatchObject({ ok: false, status: 403 })
  })

  it('correcting: the author or a treating provider; others do not learn the record exists', () => {
    expect(canCorrectRecord(provider, { createdBy: 'd' }, treating).ok).toBe(true)
    // the author no longer treating (window closed, cancelled): the record is not theirs to see
    expect(canCorrectRecord(provider, { createdBy: 'd' }, stranger)).toMatchObject({ ok: false, status: 404 })
    // another's entry: never changed in place; the correction becomes an addendum
    expect(canCorrectRecord(provider, { createdBy: 'x' }, treating)).toMatchObject({ ok: false, status: 403 })
    expect(correctionOf(provider, { createdBy: 'x' }, treating)).toEqual({ ok: true, mode: 'addendum' })
    expect(correctionOf(provider, { createdBy: 'd' }, treating)).toEqual({ ok: true, mode: 'correct' })
    expect(correctionOf(admin, { createdBy: 'x' }, treating)).toMatchObject({ ok: false, status: 403 })
    expect(canCorrectRecord(provider, { createdBy: 'x' }, stranger)).toMatchObject({ ok: false, status: 404 })
    expect(canCorrectRecord(patient, { createdBy: 'x' }, self)).toMatchObject({ ok: false, status: 403 })
  })

  it('documents: hidden ones are not the patient’s to see', () => {
    expect(canReadDocument(patient, { hidden: false }, self).ok).toBe(true)
    expect(canReadDocument(patient, { hidden: true }, self)).toMatchObject({ ok: false, status: 404 })
    expect(canReadDocument(patient, { hidden: false }, stranger)).toMatchObject({ ok: false, status: 404 })
    expect(canReadDocument(provider, { hidden: true }, treating).ok).toBe(true)
    expect(canReadDocument(provider, { hidden: false }, stranger)).toMatchObject({ ok: false, status: 404 })
    expect(canReadDocument(admin, { hidden: false }, treating)).toMatchObject({ ok: false, status: 403 })
    expect(canChangeDocumentVisibility(provider, treating).ok).toBe(true)
    expect(canChangeDocumentVisibility(provider, stranger)).toMatchObject({ ok: false, status: 404 })
    expect(canChangeDocumentVisibility(patient, self)).toMatchObject({ ok: false, status: 403 })
    const docs = [
      { id: 1, hidden: false },
      { id: 2, hidden: true },
    ]
    expect(visibleDocuments(patient, docs).map((d) => d.id)).toEqual([1])
    expect(visibleDocuments(provider, docs).map((d) => d.id)).toEqual([1, 2])
  })

  it('a conversation attachment: the patient and that conversation’s provider; withdrawn, no one; never hidden', () => {
    const theirs = { ...provider, profileId: 'prov-1' }
    const colleague = { ...provider, profileId: 'prov-2' }
    const attachment = { hidden: false, conversationProviderId: 'prov-1' }
    expect(canReadDocument(patient, attachment, self).ok).toBe(true)
    expect(canReadDocument(theirs, attachment, treating).ok).toBe(true)
    // the records window rule still holds for the conversation's provider
    expect(canReadDocument(theirs, attachment, stranger)).toMatchObject({ ok: false, status: 404 })
    expect(canReadDocument(colleague, attachment, treating)).toMatchObject({ ok: false, status: 404 })
    expect(canReadDocument(admin, attachment, treating)).toMatchObject({ ok: false, status: 403 })
    expect(canReadDocument(patient, { ...attachment, withdrawn: true }, self)).toMatchObject({ ok: false, status: 404 })
    expect(canReadDocument(theirs, { ...attachment, withdrawn: true }, treating)).toMatchObject({ ok: false, status: 404 })
    expect(canChangeDocumentVisibility(theirs, treating, attachment)).toMatchObject({ ok: false, status: 409 })
    expect(canChangeDocumentVisibility(colleague, treating, attachment)).toMatchObject({ ok: false, status: 404 })
    // a visit's document: any treating provider, as before
    expect(canReadDocument(colleague, { hidden: false, conversationProviderId: null }, treating).ok).toBe(true)
  })

  it('the access trail is the patient’s own', () => {
    expect(canReadAccessLog(patient, self).ok).toBe(true)
    expect(canReadAccessLog(patient, stranger).ok).toBe(false)
    expect(canReadAccessLog(provider, treating).ok).toBe(false)
    expect(canReadAccessLog(admin, self).ok).toBe(false)
  })
})
