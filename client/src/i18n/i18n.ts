import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import { coreId } from './locales/core.id'

export const LANGUAGES = ['id', 'en'] as const
export type Language = (typeof LANGUAGES)[number]

const STORAGE_KEY = 'telerawat.language'

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

function storedLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY)
    if (isLanguage(stored)) return stored
  } catch {
    // storage unavailable (privacy mode): fall back to the default
  }
  return 'id'
}

function applyToDocument(language: string) {
  if (typeof document === 'undefined') return
  document.documentElement.lang = language
  document.title = i18n.t('meta.title')
}

/**
 * The landing page renders from the core sections alone (locales/core.*.ts; Indonesian's ship with
 * the entry); the app loads the whole catalogue of the current language and of Indonesian, the
 * fallback, before it renders (loadFullCatalogues). docs/perf/bundle.md.
 */
type Scope = 'core' | 'full'
const CATALOGUES: Record<Language, Record<Scope, () => Promise<object>>> = {
  id: {
    core: () => Promise.resolve(coreId),
    full: () => import('./locales/id').then((module) => module.id),
  },
  en: {
    core: () => import('./locales/core.en').then((module) => module.coreEn),
    full: () => import('./locales/en').then((module) => module.en),
  },
}
const loaded = new Set<`${Language}:${Scope}`>(['id:core'])
let scope: Scope = 'core'

async function ensureCatalogue(language: Language) {
  const wanted = scope
  if (loaded.has(`${language}:full`) || loaded.has(`${language}:${wanted}`)) return
  i18n.addResourceBundle(language, 'translation', await CATALOGUES[language][wanted](), true, true)
  loaded.add(`${language}:${wanted}`)
}

void i18n.use(initReactI18next).init({
  resources: { id: { translation: coreId } },
  partialBundledLanguages: true,
  lng: storedLanguage(),
  fallbackLng: 'id',
  supportedLngs: LANGUAGES,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  initAsync: false,
  showSupportNotice: false,
})

/** Resolves once the stored language's catalogue is in: render after it (main.tsx), not before. */
export const i18nReady = ensureCatalogue(storedLanguage())
  .catch(() => undefined) // catalogue unreachable: the Indonesian fallback still renders every key
  .then(() => applyToDocument(i18n.language))

i18n.on('languageChanged', (language) => {
  applyToDocument(language)
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, language)
  } catch {
    // not persisted; the choice still holds for this visit
  }
})

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'id'
}

/** Before the app renders: every section of the current language and of the Indonesian fallback. */
export async function loadFullCatalogues() {
  scope = 'full'
  await Promise.all([ensureCatalogue('id'), ensureCatalogue(currentLanguage())])
}

export async function changeLanguage(language: Language) {
  await ensureCatalogue(language)
  return i18n.changeLanguage(language)
}

export default i18n
