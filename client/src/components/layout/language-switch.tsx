import { useTranslation } from 'react-i18next'
import { changeLanguage, LANGUAGES, type Language } from '@/i18n/i18n'
import { cn } from '@/lib/utils'

/** ID / EN toggle; the choice is persisted in localStorage by the i18n module. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation()
  const active: Language = i18n.resolvedLanguage === 'en' ? 'en' : 'id'

  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={cn('inline-flex items-center rounded-full border bg-card p-0.5 text-xs font-semibold shadow-xs', className)}
    >
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          title={t(language === 'id' ? 'language.idName' : 'language.enName')}
          aria-pressed={active === language}
          onClick={() => void changeLanguage(language)}
          className={cn(
            'rounded-full px-2.5 py-1 transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40',
            active === language ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground'
          )}
        >
          {t(language === 'id' ? 'language.id' : 'language.en')}
        </button>
      ))}
    </div>
  )
}
