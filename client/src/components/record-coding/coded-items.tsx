import { useTranslation } from 'react-i18next'
import { hasCodes } from './coding-draft'
import type { RecordCoding } from '@modules/records/contracts/record-coding'

/** A record's codes, read-only: code and catalogue name per item (issue 13); nothing for an uncoded record. */
export function CodedItems({ coding }: { coding: RecordCoding | null | undefined }) {
  const { t } = useTranslation()
  if (!hasCodes(coding)) return null
  const rows: Array<{ label: string; items: Array<{ code: string; display: string; extra?: string }> }> = [
    { label: t('recordCoding.view.primary'), items: coding.primaryDiagnosis ? [coding.primaryDiagnosis] : [] },
    { label: t('recordCoding.view.secondary'), items: coding.secondaryDiagnoses },
    { label: t('recordCoding.view.nursing'), items: coding.nursingDiagnosis ? [coding.nursingDiagnosis] : [] },
    {
      label: t('recordCoding.view.outcomes'),
      items: coding.nursingOutcomes.map((o) => ({
        ...o,
        extra: [
          t(`recordCoding.expectations.${o.expectation}`),
          o.targetScore === null ? null : t('recordCoding.view.target', { score: o.targetScore }),
        ]
          .filter(Boolean)
          .join(', '),
      })),
    },
    { label: t('recordCoding.view.interventions'), items: coding.nursingInterventions },
  ]
  return (
    <div className="grid gap-2.5 rounded-lg border bg-primary/5 p-3" data-testid="coded-items">
      <p className="text-xs font-semibold tracking-wide text-primary uppercase">{t('recordCoding.view.title')}</p>
      <dl className="grid gap-2.5">
        {rows
          .filter((r) => r.items.length > 0)
          .map((r) => (
            <div key={r.label} className="grid gap-0.5">
              <dt className="text-xs font-medium text-muted-foreground">{r.label}</dt>
              <dd>
                <ul className="grid gap-1">
                  {r.items.map((item) => (
                    <li key={item.code} className="flex gap-2 text-sm" data-testid="coded-item">
                      <span className="shrink-0 font-mono text-xs leading-5 font-semibold text-primary">{item.code}</span>
                      <span className="min-w-0">
                        {item.display}
                        {item.extra ? <span className="text-muted-foreground"> · {item.extra}</span> : null}
                      </span>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
      </dl>
    </div>
  )
}
