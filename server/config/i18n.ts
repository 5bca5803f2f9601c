import { defineConfig, formatters } from '@adonisjs/i18n'
import { allCatalogues, catalogueLoader, SUPPORTED_LOCALES } from '#server/i18n/catalogues'

// Indonesian first: a request without a supported Accept-Language is answered in Indonesian.
const i18nConfig = defineConfig({
  defaultLocale: 'id',
  supportedLocales: [...SUPPORTED_LOCALES],
  formatter: formatters.icu(),
  loaders: [catalogueLoader(allCatalogues)],
})

export default i18nConfig
