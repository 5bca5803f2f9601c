import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import { type Catalogue, id } from './locales/id'

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

// Indonesian (the default and the fallback) ships with the entry; English is fetched when chosen
const LAZY_CATALOGUES: Record<Exclude<Language, 'id'>, () => Promise<Catalogue>> = {
  en: () => import('./locales/en').then((module) => module.en),
}

async function ensureCatalogue(language: Language) {
  if (language === 'id' || i18n.hasResourceBundle(language, 'translation')) return
  i18n.addResourceBundle(language, 'translation', await LAZY_CATALOGUES[language]())
}

void i18n.use(initReactI18next).init({
  resources: { id: { translation: id } },
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

export async function changeLanguage(language: Language) {
  await ensureCatalogue(language)
  return i18n.changeLanguage(language)
}

export default i18n
