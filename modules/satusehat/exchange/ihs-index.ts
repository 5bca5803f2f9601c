import type { Database } from '@adonisjs/lucid/database'
import { NIK_SYSTEM } from '#modules/fhir/index'
import { cachedIhsFresh, type CachedIhs } from '../domain/ihs-cache.js'
import type { ExchangeConfig } from '../settings.js'
import { ExchangeError } from './fhir-client.js'
import { PATIENT_UNREGISTERED_REASON, PRACTITIONER_UNREGISTERED_REASON } from './names.js'
import type { OAuthClient } from './oauth-client.js'

export type IndexKind = 'Patient' | 'Practitioner'

/** The person is not in SATUSEHAT's index (or has no NIK to look them up by): the visit waits. */
export class PersonNotRegistered extends Error {
  readonly who: 'PATIENT' | 'PRACTITIONER'
  constructor(kind: IndexKind, detail: string) {
    super(`${kind === 'Patient' ? PATIENT_UNREGISTERED_REASON : PRACTITIONER_UNREGISTERED_REASON}: ${detail}`)
    this.who = kind === 'Patient' ? 'PATIENT' : 'PRACTITIONER'
  }
}

/**
 * IHS numbers from SATUSEHAT's national indexes (mpi-pasien-nik.md, res-practitioner.md):
 * `GET {base}/Patient?identifier=https://fhir.kemkes.go.id/id/nik|<NIK>` and the same for
 * Practitioner, with the exchange's bearer token. A number found is kept per person with when it
 * was looked up (satusehat_ihs_numbers) and used while fresh; nothing is cached for a person not
 * found, so the next attempt asks the index again.
 */
export class IhsIndex {
  constructor(
    private readonly db: Database,
    private readonly oauth: OAuthClient,
    private readonly timeoutMs: number
  ) {}

  async ihsNumber(config: ExchangeConfig, kind: IndexKind, person: { id: string; nik: string | null | undefined }): Promise<string> {
    const nik = person.nik?.trim()
    if (!nik) throw new PersonNotRegistered(kind, 'NIK belum diisi di profil')
    const cached: CachedIhs | null = await this.db.from('satusehat_ihs_numbers').where({ kind, person_id: person.id }).first()
    if (cachedIhsFresh(cached, nik, new Date())) return cached!.ihs_number
    const found = await this.search(config, kind, nik)
    if (!found) throw new PersonNotRegistered(kind, 'NIK tidak ditemukan di indeks SATUSEHAT')
    await this.db.rawQuery(
      `INSERT INTO satusehat_ihs_numbers (kind, person_id, nik, ihs_number, looked_up_at) VALUES (?, ?, ?, ?, now())
       ON CONFLICT (kind, person_id) DO UPDATE SET nik = EXCLUDED.nik, ihs_number = EXCLUDED.ihs_number, looked_up_at = now()`,
      [kind, person.id, nik, found]
    )
    return found
  }

  /** The id of the index's entry for this NIK, or null when the index has none. */
  private async search(config: ExchangeConfig, kind: IndexKind, nik: string): Promise<string | null> {
    let token: string
    try {
      token = await this.oauth.token(config)
    } catch (error) {
      throw new ExchangeError(`Token OAuth2: ${(error as Error).message}`, true)
    }
    const url = `${config.fhirBaseUrl}/${kind}?identifier=${encodeURIComponent(`${NIK_SYSTEM}|${nik}`)}`
    let response: Response
    try {
      response = await fetch(url, {
        // no-cache: a person just added to the index is found now (a FHIR server may reuse an earlier, empty search)
        headers: { authorization: `Bearer ${token}`, accept: 'application/fhir+json', 'cache-control': 'no-cache' },
        signal: AbortSignal.timeout(this.timeoutMs),
      })
    } catch (error) {
      throw new ExchangeError(`Indeks ${kind} SATUSEHAT tidak dapat dihubungi: ${(error as Error).message}`, true)
    }
    if (response.status === 401) this.oauth.invalidate()
    if (!response.ok) throw new ExchangeError(`Indeks ${kind} SATUSEHAT menjawab ${response.status}`, true)
    const body = (await response.json()) as { entry?: Array<{ resource?: { resourceType?: string; id?: string } }> }
    const match = (body.entry ?? []).map((e) => e.resource).find((r) => r?.resourceType === kind && r.id)
    return match?.id ?? null
  }
}
