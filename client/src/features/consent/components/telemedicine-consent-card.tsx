import { useState } from 'react'
import { ShieldCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { getErrorMessage } from '@/lib/api'
import { CONSENT_DOCUMENTS } from '@modules/consent/contracts/consent-documents'
import { useConsents } from '../api/get-consents'
import { useGiveConsent } from '../api/give-consent'

/**
 * The waiting room asks for the telemedicine consent before the patient's first consultation
 * (shown only while it is not in force); once given it is in the ledger on the profile.
 */
export function TelemedicineConsentCard() {
  const { t, i18n } = useTranslation()
  const ledger = useConsents()
  const give = useGiveConsent()
  const [checked, setChecked] = useState(false)
  const status = ledger.data?.pages[0]?.status
  if (!status || status.TELEMEDICINE?.activeEntryId) return null
  const doc = CONSENT_DOCUMENTS.TELEMEDICINE
  const language = i18n.language.startsWith('en') ? 'en' : 'id'

  return (
    <Card className="gap-3 p-5" data-testid="telemedicine-consent">
      <h2 className="flex items-center gap-2 font-semibold">
        <ShieldCheck className="size-5 text-primary" aria-hidden />
        {t('consent.telemedicine.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{doc.text[language]}</p>
      <div className="flex items-start gap-2">
        <Checkbox id="telemedicine-consent" checked={checked} onCheckedChange={(value) => setChecked(value === true)} />
        <Label htmlFor="telemedicine-consent" className="text-sm leading-snug font-normal">
          {t('consent.telemedicine.agree')}
        </Label>
      </div>
      {give.error ? (
        <p role="alert" className="text-sm text-destructive">
          {getErrorMessage(give.error)}
        </p>
      ) : null}
      <Button disabled={!checked || give.isPending} onClick={() => give.mutate({ kind: 'TELEMEDICINE', version: doc.version })}>
        {t('consent.telemedicine.submit')}
      </Button>
      <p className="text-xs text-muted-foreground">{t('consent.version', { version: doc.version })}</p>
    </Card>
  )
}
