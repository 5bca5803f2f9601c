import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../tests/helpers/app.mjs'
import { Client, uniqueEmail } from '../tests/helpers/http-client.js'
import { book, newPatient, newProvider, slotAt, type Account } from '../../modules/scheduling/tests/fixtures.js'

let app: Awaited<ReturnType<typeof bootApp>>
let patient: Account
let otherPatient: Account
let provider: Account

beforeAll(async () => {
  app = await bootApp()
  await resetDatabase(app.db)
  ;[patient, otherPatient, provider] = await Promise.all([newPatient(app.url), newPatient(app.url), newProvider(app.url)])
})
afterAll(async () => app?.stop())

type Answer = Awaited<ReturnType<Client['request']>>

/** The same request without Accept-Language (Indonesian, the default) and with `en`. */
async function inBothLanguages(client: Client, method: string, path: string, body?: unknown): Promise<[Answer, Answer]> {
  const indonesian = await client.request(method, path, body)
  const english = await client.request(method, path, body, { 'accept-language': 'en' })
  return [indonesian, english]
}

function expectRefusal([indonesian, english]: [Answer, Answer], status: number, code: string, texts: { id: string; en: string }) {
  expect(indonesian.status, indonesian.text).toBe(status)
  expect(english.status, english.text).toBe(status)
  expect(indonesian.body).toMatchObject({ message: texts.id, code })
  expect(english.body).toMatchObject({ message: texts.en, code })
}

describe('the server answers in the request language (Indonesian by default)', () => {
  it('identity: a wrong password', async () => {
    const answers = await inBothLanguages(new Client(app.url), 'POST', '/api/login', {
      email: patient.user.email,
      password: 'salah-sekali',
    })
    expectRefusal(answers, 401, 'identity.wrong_credentials', { id: 'Email atau kata sandi salah', en: 'Wrong e-mail or password' })
  })

  it('identity: a second registration with the same e-mail, field message included', async () => {
    const email = uniqueEmail('dua-kali')
    const payload = { email, password: 'rahasia123', role: 'PATIENT', fullName: 'Pasien Dua Kali', acceptTerms: true }
    expect((await new Client(app.url).post('/api/register', payload)).status).toBe(201)
    const answers = await inBothLanguages(new Client(app.url), 'POST', '/api/register', payload)
    expectRefusal(answers, 409, 'identity.email_taken', {
      id: 'Email sudah terdaftar. Silakan masuk atau gunakan email lain.',
      en: 'This e-mail is already registered. Sign in or use another e-mail.',
    })
    expect(answers[0].body.errors).toEqual([{ field: 'email', message: 'Email sudah terdaftar' }])
    expect(answers[1].body.errors).toEqual([{ field: 'email', message: 'E-mail already registered' }])
  })

  it('scheduling: a taken slot, and a time that is no slot (values in the text)', async () => {
    const at = slotAt(3, '10:30')
    expect((await book(patient, provider.user.profile.id, at)).status).toBe(201)
    const body = { providerId: provider.user.profile.id, scheduledAt: at }
    expectRefusal(await inBothLanguages(otherPatient.client, 'POST', '/api/appointments', body), 409, 'scheduling.slot_taken', {
      id: 'Jadwal ini sudah dipesan. Silakan pilih waktu lain.',
      en: 'This time is already booked. Please choose another time.',
    })
    const offSlot = { providerId: provider.user.profile.id, scheduledAt: slotAt(3, '11:00') }
    expectRefusal(await inBothLanguages(otherPatient.client, 'POST', '/api/appointments', offSlot), 422, 'scheduling.not_a_slot', {
      id: 'Waktu harus salah satu slot: 09:00, 10:30, 14:00, 15:30, 16:00 WIB.',
      en: 'The time must be one of the slots: 09:00, 10:30, 14:00, 15:30, 16:00 WIB.',
    })
  })

  it('scheduling: an appointment that is not yours', async () => {
    const answers = await inBothLanguages(otherPatient.client, 'GET', `/api/appointments/${randomUUID()}`)
    expectRefusal(answers, 404, 'scheduling.appointment_not_found', { id: 'Janji temu tidak ditemukan', en: 'Appointment not found' })
  })

  it("records: a provider reading a patient's records they do not treat", async () => {
    const stranger = await newProvider(app.url)
    const answers = await inBothLanguages(stranger.client, 'GET', `/api/patients/${otherPatient.user.profile.id}/records`)
    expectRefusal(answers, 403, 'records.not_your_patient', {
      id: 'Akses ditolak: Anda hanya dapat mengakses data pasien yang Anda tangani',
      en: 'Access denied: you can only access the data of patients you treat',
    })
  })

  it('learning: a second quiz attempt too soon (the wait in the text, English plural)', async () => {
    const quiz = { quizLevel: 'BASIC', answers: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0] }
    expect((await provider.client.post('/api/quiz-results', quiz)).status).toBe(201)
    const [indonesian, english] = await inBothLanguages(provider.client, 'POST', '/api/quiz-results', quiz)
    expect([indonesian.status, english.status]).toEqual([429, 429])
    expect(indonesian.body.message).toMatch(/^Terlalu banyak percobaan kuis pada level ini\. Coba lagi dalam \d+ menit\.$/)
    expect(english.body.message).toMatch(/^Too many quiz attempts at this level\. Try again in \d+ minutes?\.$/)
    expect(english.body.code).toBe('learning.too_many_attempts')
  })

  it('the HTTP layer: sign-in guard, role guard, unknown route, paging limit, request schema', async () => {
    expectRefusal(await inBothLanguages(new Client(app.url), 'GET', '/api/appointments'), 401, 'http.sign_in_first', {
      id: 'Silakan masuk terlebih dahulu',
      en: 'Please sign in first',
    })
    expectRefusal(await inBothLanguages(provider.client, 'POST', '/api/appointments', {}), 403, 'http.role_not_allowed', {
      id: 'Akses ditolak: peran Anda tidak diizinkan untuk tindakan ini',
      en: 'Access denied: your role is not allowed to do this',
    })
    expectRefusal(await inBothLanguages(patient.client, 'GET', '/api/tidak-ada'), 404, 'http.route_not_found', {
      id: 'Alamat API tidak ditemukan',
      en: 'API address not found',
    })
    expectRefusal(await inBothLanguages(patient.client, 'GET', '/api/appointments/list?limit=nol'), 400, 'kernel.bad_limit', {
      id: 'Parameter limit harus bilangan bulat 1–100',
      en: 'The limit parameter must be a whole number from 1 to 100',
    })
    const [indonesian, english] = await inBothLanguages(new Client(app.url), 'POST', '/api/login', {})
    expect([indonesian.status, english.status]).toEqual([422, 422])
    expect(indonesian.body.message).toMatch(/^Data tidak valid: email — /)
    expect(english.body.message).toMatch(/^Invalid data: email — /)
  })

  it('Accept-Language: regional English is English; an unsupported language is Indonesian', async () => {
    const client = new Client(app.url)
    const login = { email: otherPatient.user.email, password: 'salah-lagi' }
    expect((await client.request('POST', '/api/login', login, { 'accept-language': 'en-US,en;q=0.9' })).body.message).toBe(
      'Wrong e-mail or password'
    )
    expect((await client.request('POST', '/api/login', login, { 'accept-language': 'fr-FR' })).body.message).toBe(
      'Email atau kata sandi salah'
    )
  })
})
