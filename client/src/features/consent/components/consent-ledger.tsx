import { useState } from 'react'
import { FileSignature } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { LoadMore } from '@/components/ui/load-more'
import { Spinner } from '@/components/ui/spinner'
import { useToast } from '@/components/ui/use-toast'
import { getErrorMessage } from '@/lib/api'
import { formatDateTime } from '@/lib/format'
import { CONSENT_DOCUMENTS, CONSENT_KINDS, type ConsentKind } from '@modules/consent/contracts/consent-documents'
import { useConsents } from '../api/get-consents'
import { useGiveConsent } from '../api/give-consent'
import { useWithdrawConsent } from '../api/withdraw-consent'

/**
 * The patient's consents (UU 27/2022): each kind's state with give / withdraw, and the append-only
 * ledger below it (every entry: given or withdrawn, which version, when).
 */
export function ConsentLedger() {
  const { t, i18n } = useTranslation()
  const { toast } = useToast()
  const ledger = useConsents()
  const give = useGiveConsent()
  const withdraw = useWithdrawConsent()
  const [confirming, setConfirming] = useState<{ kind: ConsentKind; entryId: string } | null>(null)
  const status = ledger.data?.pages[0]?.status
  const entries = ledger.data?.pages.flatMap((page) => page.items) ?? []
  const language = i18n.language.startsWith('en') ? 'en' : 'id'

  const onWithdraw = () => {
    if (!confirming) return
    withdraw.mutate(confirming.entryId, {
      onSuccess: () => toast({ title: t('consent.withdrawn', { kind: t(`consent.kinds.${confirming.kind}`) }) }),
      onError: (error) => toast({ variant: 'destructive', title: t('consent.failed'), description: getErrorMessage(error) }),
      onSettled: () => setConfirming(null),
    })
  }

  return (
    <Card data-testid="consent-ledger">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileSignature className="size-5 text-primary" aria-hidden />
          {t('consent.title')}
        </CardTitle>
        <CardDescription>{t('consent.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {ledger.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : ledger.error ? (
          <p role="alert" className="text-sm text-destructive">
            {getErrorMessage(ledger.error)}
          </p>
        ) : (
          <>
            <ul className="grid gap-3">
              {CONSENT_KINDS.map((kind) => {
                const doc = CONSENT_DOCUMENTS[kind]
                const active = status?.[kind]?.activeEntryId ?? null
                return (
                  <li
                    key={kind}
                    className="grid gap-2 rounded-lg border p-4"
                    data-testid={`consent-${kind}`}
                    data-active={Boolean(active)}
                  >
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <p className="font-semibold">{t(`consent.kinds.${kind}`)}</p>
                      <Badge variant={active ? 'success' : 'warning'}>{active ? t('consent.active') : t('consent.inactive')}</Badge>
                    </div>
                    <p className="text-sm text-muted-foreground">{doc.text[language]}</p>
                    <p className="text-xs text-muted-foreground">{t('consent.version', { version: doc.version })}</p>
                    <div className="flex flex-wrap gap-2">
                      {active && doc.withdrawable ? (
                        <Button variant="outline" size="sm" onClick={() => setConfirming({ kind, entryId: active })}>
                          {t('consent.withdraw')}
                        </Button>
                      ) : null}
                      {!active ? (
                        <Button
                          size="sm"
                          disabled={give.isPending}
                          onClick={() =>
                            give.mutate(
                              { kind, version: doc.version },
                              {
                                onError: (error) =>
                                  toast({ variant: 'destructive', title: t('consent.failed'), description: getErrorMessage(error) }),
                              }
                            )
                          }
                        >
                          {t('consent.give')}
                        </Button>
                      ) : null}
                      {!doc.withdrawable ? <p className="text-xs text-muted-foreground">{t('consent.notWithdrawable')}</p> : null}
                    </div>
                  </li>
                )
              })}
            </ul>
            <section aria-labelledby="consent-history" className="grid gap-2">
              <h3 id="consent-history" className="text-sm font-semibold">
                {t('consent.history')}
              </h3>
              <ol className="grid gap-1 text-sm">
                {entries.map((entry) => (
                  <li
                    key={entry.id}
                    data-testid="consent-entry"
                    className="flex flex-wrap justify-between gap-x-3 rounded-md bg-muted/50 px-3 py-2"
                  >
                    <span>
                      {t(`consent.actions.${entry.action}`)} · {t(`consent.kinds.${entry.kind}`)}{' '}
                      <span className="text-muted-foreground">({entry.version})</span>
                    </span>
                    <time dateTime={entry.at} className="text-xs text-muted-foreground">
                      {formatDateTime(entry.at, i18n.language)}
                    </time>
                  </li>
                ))}
              </ol>
              <LoadMore
                hasNextPage={ledger.hasNextPage}
                isFetchingNextPage={ledger.isFetchingNextPage}
                fetchNextPage={ledger.fetchNextPage}
              />
            </section>
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('consent.confirmTitle', { kind: confirming ? t(`consent.kinds.${confirming.kind}`) : '' })}
        description={confirming ? t(`consent.confirmEffect.${confirming.kind}`) : ''}
        cancelLabel={t('consent.cancel')}
        confirmLabel={t('consent.withdraw')}
        onConfirm={onWithdraw}
        pending={withdraw.isPending}
        destructive
      />
    </Card>
  )
}
