import type { LoaderFactory } from '@adonisjs/i18n/types'
import type { Catalogue } from '#modules/kernel/index'
import { serverMessages } from './server-messages.js'

export const SUPPORTED_LOCALES = ['id', 'en'] as const
export type Locale = (typeof SUPPORTED_LOCALES)[number]

/** The translations of every catalogue by locale; a key defined twice is a mistake, so it throws. */
export function mergeCatalogues(catalogues: Catalogue[]): Record<Locale, Record<string, string>> {
  const merged: Record<Locale, Record<string, string>> = { id: {}, en: {} }
  for (const catalogue of catalogues) {
    for (const locale of SUPPORTED_LOCALES) {
      for (const [key, text] of Object.entries(catalogue[locale])) {
        if (key in merged[locale]) throw new Error(`i18n: the key ${key} is defined twice`)
        merged[locale][key] = text
      }
    }
  }
  return merged
}

/**
 * The catalogues of the kernel, the HTTP layer and every module (ModuleDefinition.messages).
 * Modules are imported when the translations load (provider boot), not when the config is read.
 */
export async function allCatalogues(): Promise<Catalogue[]> {
  const { kernelMessages } = await import('#modules/kernel/index')
  const { modules } = await import('#start/modules')
  return [kernelMessages, serverMessages, ...modules.flatMap((module) => (module.messages ? [module.messages] : []))]
}

/** An @adonisjs/i18n loader over in-code catalogues (instead of the package's JSON files). */
export function catalogueLoader(load: () => Promise<Catalogue[]>): LoaderFactory {
  return () => ({ load: async () => mergeCatalogues(await load()) })
}
