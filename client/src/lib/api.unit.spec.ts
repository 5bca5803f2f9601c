import { afterEach, describe, expect, it, vi } from 'vitest'
import { changeLanguage } from '@/i18n/i18n'
import { ApiError, api, apiRequest, getErrorMessage, getFieldErrors } from './api'

function mockFetch(status: number, body: string, init: { statusText?: string; headers?: Record<string, string> } = {}) {
  const fetchMock = vi.fn(async () => new Response(body || null, { status, statusText: init.statusText, headers: init.headers }))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => vi.unstubAllGlobals())

describe('api client', () => {
  it("asks for the server's messages in the UI language (Accept-Language)", async () => {
    const fetchMock = mockFetch(200, '{}')
    await api.get('/api/appointments')
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/appointments',
      expect.objectContaining({ headers: expect.objectContaining({ 'Accept-Language': 'id' }) })
    )
    await changeLanguage('en')
    try {
      await api.get('/api/appointments')
      expect(fetchMock).toHaveBeenLastCalledWith(
        '/api/appointments',
        expect.objectContaining({ headers: expect.objectContaining({ 'Accept-Language': 'en' }) })
      )
      mockFetch(409, '{"message":"This time is already booked.","code":"scheduling.slot_taken"}')
      const error = (await api.post('/api/appointments', {}).catch((e: unknown) => e)) as ApiError
      expect(error.body).toMatchObject({ message: 'This time is already booked.', code: 'scheduling.slot_taken' })
    } finally {
      await changeLanguage('id')
    }
  })

  it('sends credentials and JSON, parses JSON back', async () => {
    const fetchMock = mockFetch(200, '{"ok":true}')
    await expect(api.post('/api/login', { email: 'a@b.c' })).resolves.toEqual({ ok: true })
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/login',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: '{"email":"a@b.c"}',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      })
    )
  })

  it('throws "<status>: <body>" on a non-OK response (docs/product.md#messages)', async () => {
    mockFetch(409, '{"message":"Email sudah terdaftar"}')
    const error = await api.post('/api/register', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as Error).message).toBe('409: {"message":"Email sudah terdaftar"}')
    expect(getErrorMessage(error)).toBe('Email sudah terdaftar')
  })

  it('falls back to the status text when the body is empty', async () => {
    mockFetch(500, '', { statusText: 'Internal Server Error' })
    const error = await api.get('/api/user').catch((e: unknown) => e)
    expect((error as Error).message).toBe('500: Internal Server Error')
    expect(getErrorMessage(error)).toBe('500: Internal Server Error')
  })

  it('exposes 422 field errors and response headers', async () => {
    mockFetch(422, '{"message":"Data tidak valid","errors":[{"field":"email","message":"Format email tidak valid"}]}')
    const error = await api.post('/api/register', {}).catch((e: unknown) => e)
    expect(getFieldErrors(error)).toEqual({ email: 'Format email tidak valid' })

    mockFetch(200, '{}', { headers: { 'X-Event-Position': '42' } })
    const response = await apiRequest('PATCH', '/api/admin/users/1', { body: { status: 'ACTIVE' } })
    expect(response.headers.get('X-Event-Position')).toBe('42')
  })
})
