import { useTranslation } from 'react-i18next'
import type { ExchangeStatusDto } from '@/api/openapi'

/** A refused entry's rules: what the platform asks and the document it comes from. */
export function RuleFailures({ failures }: { failures: ExchangeStatusDto['ruleFailures'] }) {
  const { t } = useTranslation()
  if (failures.length === 0) return null
  return (
    <div className="mt-1 text-xs text-muted-foreground" data-testid="satusehat-rules">
      <p>{t('satusehat.record.rules')}</p>
      <ul className="list-disc pl-4">
        {failures.map((f) => (
          <li key={`${f.rule} ${f.path}`} title={f.source}>
            {f.message} ({f.path})
          </li>
        ))}
      </ul>
    </div>
  )
}
