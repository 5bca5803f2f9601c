import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootApp, resetDatabase } from '../../../server/tests/helpers/app.mjs'
import { Client } from '../../../server/tests/helpers/http-client.js'
import { book, files, newPatient, newProvider, register, storedState, upload, type Account } from './fixtures.js'

/**
 * Every records endpoint against every kind of caller: anonymous, patient A (the owner),
 * patient B, an unrelated provider, A's treating provider and an admin. Each cell has its
 * expected status; refused calls change nothing, and no answer to anyone else carries A's data.
 */

type Who = 'anonymous' | 'patientA' | 'patientB' | 'unrelatedProvider' | 'treatingProvider' | 'admin'
const WHO: Who[] = ['anonymous', 'patientA', 'patientB', 'unrelatedProvider', 'admin', 'treatingProvider']

let server: Awaited<ReturnType<typeof bootApp>>
const clients = {} as Record<Who, Client>
let A: Account
let B: Account
let treating: Account
let recordId: string
let uploadId: string
let appointmentId: string
const SECRET_NOTE = 'Catatan rahasia pasien A'

beforeAll(async () => {
  server = await bootApp()
  await resetDatabase(server.db)
  const admin = await register(server.url, {
    email: `admin.${Date.now()}@contoh.id`,
    password: 'rahasia123',
    role: 'ADMIN',
    fullName: 'Admin',
    acceptTerms: true,
  })
  A = await newPatient(server.url, { fullName: 'Pasien Alfa' })
  B = await newPatient(server.url, { fullName: 'Pasien Beta' })
  treating = await newProvider(server.url, { displayName: 'Ns. Merawat' })
  const unrelated = await newProvider(server.url, { displayName: 'dr. Lain' })
  // B is a patient of the unrelated provider, so that provider's lists are not empty by accident
  await book(B, unrelated)
  appointmentId = (await book(A, treating)).id
  const record = await treating.client.post('/api/medical-records', { patientId: A.profileId, appointmentId, notes: SECRET_NOTE })
  expect(record.status).toBe(201)
  recordId = record.body.id
  const doc = await upload(treating.client, { patientId: A.profileId }, { bytes: files.pdf, name: 'rahasia-alfa.pdf' })
  expect(doc.status).toBe(201)
  uploadId = doc.body.id
  Object.assign(clients, {
    anonymous: new Client(server.url),
    patientA: A.client,
    patientB: B.client,
    unrelatedProvider: unrelated.client,
    treatingProvider: treating.client,
    admin: admin.client,
  })
})
afterAll(async () => server?.stop())

interface Endpoint {
  name: string
  call: (c: Client) => Promise<{ status: number; body: any; text: string }>
  expected: Record<Who, number | number[]>
}

const endpoints: Endpoint[] = [
  {
    name: 'POST /api/medical-records',
    call: (c) => c.post('/api/medical-records', { patientId: A.profileId, notes: 'Catatan baru' }),
    expected: { anonymous: 401, patientA: 403, patientB: 403, unrelatedProvider: 403, admin: 403, treatingProvider: 201 },
  },
  {
    name: 'PATCH /api/medical-records/:id',
    call: (c) => c.patch(`/api/medical-records/${recordId}`, { notes: `Koreksi ${Math.random()}` }),
    expected: { anonymous: 401, patientA: 403, patientB: 403, unrelatedProvider: 404, admin: 403, treatingProvider: 200 },
  },
  {
    name: 'PUT /api/consultations/:appointmentId/record',
    call: (c) => c.request('PUT', `/api/consultations/${appointmentId}/record`, { notes: `Sesi ${Math.random()}` }),
    expected: { anonymous: 401, patientA: 403, patientB: 403, unrelatedProvider: 404, admin: 403, treatingProvider: [200, 201] },
  },
  {
    name: 'GET /api/patients/:patientId/records',
    call: (c) => c.get(`/api/patients/${A.profileId}/records`),
    expected: { anonymous: 401, patientA: 200, patientB: 403, unrelatedProvider: 403, admin: 403, treatingProvider: 200 },
  },
  {
    name: 'GET /api/provider/medical-records',
    call: (c) => c.get('/api/provider/medical-records'),
    expected: { anonymous: 401, patientA: 403, patientB: 403, unrelatedProvider: 200, admin: 403, treatingProvider: 200 },
  },
  {
    name: 'GET /api/provider/patients',
    call: (c) => c.get('/api/provider/patients'),
    expected: { anonymous: 401, patientA: 403, patientB: 403, unrelatedProvider: 200, admin: 403, treatingProvider: 200 },
  },
  ...['records/page', 'records/count', 'uploads/page'].map((path) => ({
    name: `GET /api/patients/:patientId/${path}`,
    call: (c: Client) => c.get(`/api/patients/${A.profileId}/${path}`),
    expected: { anonymous: 401, patientA: 200, patientB: 403, unrelatedProvider: 403, admin: 403, treatingProvider: 200 },
  })),
  ...['medical-records/page', 'patients/page', 'patients/stats'].map((path) => ({
    name: `GET /api/provider/${path}`,
    call: (c: Client) => c.get(`/api/provider/${path}`),
    expected: { anonymous: 401, patientA: 403, patientB: 403, unrelatedProvider: 200, admin: 403, treatingProvider: 200 },
  })),
  {
    name: 'GET /api/patients/:patientId/access-log/page',
    call: (c) => c.get(`/api/patients/${A.profileId}/access-log/page`),
    expected: { anonymous: 401, patientA: 200, patientB: 403, unrelatedProvider: 403, admin: 403, treatingProvider: 403 },
  },
  {
    name: 'POST /api/upload',
    call: (c) => upload(c, { patientId: A.profileId }, { bytes: files.png, name: 'baru.png' }),
    expected: { anonymous: 401, patientA: 403, patientB: 403, unrelatedProvider: 403, admin: 403, treatingProvider: 201 },
  },
  {
    name: 'GET /api/patients/:patientId/uploads',
    call: (c) => c.get(`/api/patients/${A.profileId}/uploads`),
    expected: { anonymous: 401, patientA: 200, patientB: 403, unrelatedProvider: 403, admin: 403, treatingProvider: 200 },
  },
  {
    name: 'GET /api/uploads/:id/download',
    call: (c) => c.get(`/api/uploads/${uploadId}/download`),
    expected: { anonymous: 401, patientA: 200, patientB: 404, unrelatedProvider: 404, admin: 403, treatingProvider: 200 },
  },
  {
    name: 'GET /api/medical-records/:id/resume.pdf',
    call: (c) => c.get(`/api/medical-records/${recordId}/resume.pdf`),
    expected: { anonymous: 401, patientA: 200, patientB: 404, unrelatedProvider: 404, admin: 403, treatingProvider: 200 },
  },
  {
    name: 'PATCH /api/uploads/:id',
    call: (c) => c.patch(`/api/uploads/${uploadId}`, { hidden: false }),
    expected: { anonymous: 401, patientA: 403, patientB: 403, unrelatedProvider: 404, admin: 403, treatingProvider: 200 },
  },
  {
    name: 'GET /api/patients/:patientId/access-log',
    call: (c) => c.get(`/api/patients/${A.profileId}/access-log`),
    expected: { anonymous: 401, patientA: 200, patientB: 403, unrelatedProvider: 403, admin: 403, treatingProvider: 403 },
  },
]

const maySeeA = (who: Who) => who === 'patientA' || who === 'treatingProvider'

describe('authorisation matrix', () => {
  for (const endpoint of endpoints) {
    describe(endpoint.name, () => {
      for (const who of WHO) {
        const expected = endpoint.expected[who]
        const statuses = Array.isArray(expected) ? expected : [expected]
        it(`${who} -> ${statuses.join('/')}`, async () => {
          const before = await storedState(server.db)
          const res = await endpoint.call(clients[who])
          expect(statuses, `${endpoint.name} as ${who}: ${res.status} ${res.text.slice(0, 200)}`).toContain(res.status)
          if (res.status >= 400) {
            // refused: nothing stored, and the answer is a message, not data
            expect(await storedState(server.db)).toEqual(before)
            expect(Object.keys(res.body ?? {}).sort()).toEqual(expect.arrayContaining(['message']))
          }
          if (!maySeeA(who)) {
            for (const secret of [A.profileId, recordId, uploadId, SECRET_NOTE, 'Pasien Alfa', 'rahasia-alfa.pdf']) {
              expect(res.text, `${who} must not see ${secret}`).not.toContain(secret)
            }
          }
        })
      }
    })
  }

  it('every route of the module is in the matrix', async () => {
    const router = await server.app.container.make('router')
    const routes = router.toJSON().root as Array<{ pattern: string; methods: string[] }>
    const ours = routes
      .filter((r) =>
        /^\/api\/(medical-records|consultations\/[^/]+\/record|patients\/[^/]+\/(records|uploads|access-log)|provider\/(medical-records|patients)|upload|uploads)/.test(
          r.pattern
        )
      )
      // the FHIR export and the SATUSEHAT status hang under /api/medical-records but belong to their own modules
      .filter((r) => !/\/(fhir|satusehat)$/.test(r.pattern))
      .map((r) => `${r.methods.filter((m) => m !== 'HEAD')[0]} ${r.pattern}`)
      .map((r) => r.replace(/:[a-zA-Z]+/g, ':id'))
    const covered = endpoints.map((e) => e.name.replace(/:[a-zA-Z]+/g, ':id'))
    expect(new Set(ours).size).toBe(endpoints.length)
    for (const route of ours) expect(covered, route).toContain(route)
  })
})
