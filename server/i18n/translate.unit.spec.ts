import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { I18nManagerFactory } from '@adonisjs/i18n/factories'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { DomainError, type Catalogue } from '#modules/kernel/index'
import { catalogueLoader, mergeCatalogues, SUPPORTED_LOCALES } from './catalogues.js'
import { serverMessages } from './server-messages.js'
import { domainErrorBody, translate, validationErrorBody } from './translate.js'

/** Every modules/<name>/messages.ts (found by convention, so a new module's catalogue is checked too). */
async function moduleCatalogues(): Promise<Catalogue[]> {
  const root = new URL('../../modules/', import.meta.url)
  const found: Catalogue[] = []
  for (const name of readdirSync(root)) {
    const file = new URL(`${name}/messages.ts`, root)
    if (!existsSync(file)) continue
    const exported = Object.values(await import(file.href)) as unknown[]
    found.push(...(exported.filter((value) => typeof value === 'object' && value !== null && 'id' in value) as Catalogue[]))
  }
  return found
}

const catalogues = [serverMessages, ...(await moduleCatalogues())]

const manager = new I18nManagerFactory()
  .merge({
    config: { defaultLocale: 'id', supportedLocales: [...SUPPORTED_LOCALES], loaders: [catalogueLoader(async () => catalogues)] },
  })
  .create()
await manager.loadTranslations()
const id = manager.locale('id')
const en = manager.locale('en')

describe('catalogues', () => {
  it('every key has an Indonesian and an English text, and no key is defined twice', () => {
    const merged = mergeCatalogues(catalogues) // throws on a duplicate key
    expect(Object.keys(merged.id).length).toBeGreaterThan(100)
    expect(Object.keys(merged.en).sort()).toEqual(Object.keys(merged.id).sort())
    for (const locale of SUPPORTED_LOCALES) {
      for (const [key, text] of Object.entries(merged[locale])) expect(text.trim(), `${locale} ${key}`).not.toBe('')
    }
  })

  it('keys are named <area>.<snake_case>, and each text formats (ICU syntax) in both languages', () => {
    const merged = mergeCatalogues(catalogues)
    for (const key of Object.keys(merged.id)) {
      expect(key).toMatch(/^[a-z]+\.[a-z0-9_]+$/)
      const params = {
        minutes: 2,
        max: 32,
        field: 'email',
        details: 'x',
        days: 365,
        slots: '09:00',
        zone: 'WIB',
        count: 3,
        total: 10,
        number: 4,
        last: 3,
        received: 9,
        reason: 'aborted',
        hours: 2,
        version: '2026-11-v1',
        error: 'timeout',
        date: 'Senin, 1 Desember 2026',
        time: '09.00',
        lead: 15,
      }
      expect(() => id.t(key, params), key).not.toThrow()
      expect(() => en.t(key, params), key).not.toThrow()
      expect(en.t(key, params), `${key} is not yet translated`).not.toBe(id.t(key, params))
    }
  })

  it('every key the server code names exists in the catalogues (a typo fails here, not in front of a user)', () => {
    const root = new URL('../../', import.meta.url).pathname
    const known = mergeCatalogues(catalogues).id
    const KEY = /'((?:kernel|http|identity|scheduling|records|learning)\.[a-z0-9_]+)'/g
    const named: string[] = []
    for (const dir of ['modules', 'server']) {
      for (const file of readdirSync(path.join(root, dir), { recursive: true }) as string[]) {
        if (!file.endsWith('.ts') || file.endsWith('.spec.ts') || file.endsWith('messages.ts')) continue
        for (const match of readFileSync(path.join(root, dir, file), 'utf8').matchAll(KEY)) named.push(match[1])
      }
    }
    expect(named.length).toBeGreaterThan(80)
    expect(named.filter((key) => !(key in known))).toEqual([])
  })

  it('refuses a key defined twice', () => {
    const a = { id: { 'x.one': 'satu' }, en: { 'x.one': 'one' } }
    expect(() => mergeCatalogues([a, a])).toThrow(/x.one/)
  })
})

describe('translation rules', () => {
  it('a key is answered in the request language; Indonesian texts stay exactly as they were', () => {
    const error = new DomainError(409, 'scheduling.slot_taken', [{ field: 'scheduledAt', message: 'scheduling.slot_taken_field' }])
    expect(domainErrorBody(id, error)).toEqual({
      message: 'Jadwal ini sudah dipesan. Silakan pilih waktu lain.',
      code: 'scheduling.slot_taken',
      errors: [{ field: 'scheduledAt', message: 'Slot sudah dipesan' }],
    })
    expect(domainErrorBody(en, error)).toEqual({
      message: 'This time is already booked. Please choose another time.',
      code: 'scheduling.slot_taken',
      errors: [{ field: 'scheduledAt', message: 'Slot already booked' }],
    })
  })

  it('params fill the text, with English plurals', () => {
    const oneMinute = new DomainError(429, 'identity.too_many_logins', undefined, { minutes: 1 })
    expect(domainErrorBody(id, oneMinute).message).toBe('Terlalu banyak percobaan masuk. Coba lagi dalam 1 menit.')
    expect(domainErrorBody(en, oneMinute).message).toBe('Too many sign-in attempts. Try again in 1 minute.')
    expect(translate(en, 'identity.too_many_logins', { minutes: 3 })).toBe('Too many sign-in attempts. Try again in 3 minutes.')
    // ICU quoting: an apostrophe before a letter or a space stays as written
    expect(translate(en, 'records.admin_refused')).toBe("Admins cannot access patients' medical records")
    expect(translate(en, 'identity.cannot_change_admin_email')).toBe("Another admin's e-mail cannot be changed")
  })

  it('a text that is no key passes through unchanged, without a code', () => {
    expect(domainErrorBody(en, new DomainError(400, 'Sudah dalam bahasa apa pun'))).toEqual({
      message: 'Sudah dalam bahasa apa pun',
      code: undefined,
      errors: undefined,
    })
    expect(translate(en, 'kernel.no_such_key')).toBe('kernel.no_such_key')
  })

  it('a request schema failure answers 422 with known keys translated and other messages passed on', () => {
    const schema = z.object({
      email: z.string({ message: 'identity.email_taken_field' }),
      age: z.number({ message: 'Umur wajib angka' }),
    })
    const failure = schema.safeParse({})
    expect(validationErrorBody(en, failure.error!)).toEqual({
      message: 'Invalid data: email — E-mail already registered; age — Umur wajib angka',
      code: 'kernel.invalid_data',
      errors: [
        { field: 'email', message: 'E-mail already registered' },
        { field: 'age', message: 'Umur wajib angka' },
      ],
    })
    expect(validationErrorBody(id, failure.error!).message).toBe(
      'Data tidak valid: email — Email sudah terdaftar; age — Umur wajib angka'
    )
  })

  it('keys a strict schema does not know are named in the request language, not in zod English', () => {
    const failure = z.strictObject({ text: z.string() }).safeParse({ text: 'a', wrong: 1 })
    expect(validationErrorBody(id, failure.error!).errors).toEqual([{ field: 'body', message: 'Kolom tidak dikenal: wrong' }])
    expect(validationErrorBody(en, failure.error!).errors).toEqual([{ field: 'body', message: 'Unknown fields: wrong' }])
  })

  it('an English key missing falls back to Indonesian, never to the bare key', async () => {
    const partial = new I18nManagerFactory()
      .merge({
        config: {
          defaultLocale: 'id',
          supportedLocales: ['id', 'en'],
          loaders: [() => ({ load: async () => ({ id: { 'x.only_id': 'hanya' }, en: {} }) })],
        },
      })
      .create()
    await partial.loadTranslations()
    expect(translate(partial.locale('en'), 'x.only_id')).toBe('hanya')
  })

  it('Accept-Language picks English for en and its regional forms; anything else is Indonesian', () => {
    expect(manager.getSupportedLocaleFor('en')).toBe('en')
    expect(manager.getSupportedLocaleFor('en-US,en;q=0.9')).toBe('en')
    expect(manager.getSupportedLocaleFor('id-ID,id;q=0.9,en;q=0.8')).toBe('id')
    expect(manager.getSupportedLocaleFor('fr-FR')).toBeNull()
  })
})
