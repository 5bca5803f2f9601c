import type { ExchangePorts } from './ports.js'

/**
 * The exchange's ports wired to the other modules' doors: the visit Bundle from fhir
 * (helper C's export) and the SATUSEHAT consent from consent (helper E's ledger).
 * Until those doors are merged, an attempt fails with a clear reason and is retried.
 */
export const doorPorts: ExchangePorts = {
  async visitBundle() {
    throw new Error('Ekspor FHIR belum tersedia (modul fhir belum terpasang)')
  },
  async consentActive() {
    throw new Error('Buku persetujuan belum tersedia (modul consent belum terpasang)')
  },
}
