import { HttpContext } from '@adonisjs/core/http'
import type { I18n } from '@adonisjs/i18n'
import i18nManager from '@adonisjs/i18n/services/main'

declare module '@adonisjs/core/http' {
  interface HttpContext {
    /** The request's language: Accept-Language when it names a supported locale, else Indonesian. */
    i18n: I18n
  }
}

/**
 * A lazy getter instead of the package's detect-locale middleware: most answers carry no
 * message, and errors thrown before any middleware ran (or on sessionless routes) still get it.
 */
HttpContext.getter(
  'i18n',
  function (this: HttpContext) {
    const header = this.request.header('accept-language')
    const locale = header ? i18nManager.getSupportedLocaleFor(header) : null
    return i18nManager.locale(locale ?? i18nManager.defaultLocale)
  },
  true
)
