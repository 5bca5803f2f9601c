import { MessageSquareText, Video } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { RadioGroup } from '@/components/ui/radio-group'
import * as RadioGroupPrimitive from '@radix-ui/react-radio-group'
import { formatRupiah } from '@/lib/format'
import { feeOf, offeredTypes, type ConsultationType } from '../../lib/consultation-type'
import type { DirectoryProvider } from '@/api/openapi'

const ICONS = { VIDEO: Video, CHAT: MessageSquareText } as const

type PickerProps = { provider: DirectoryProvider; value: ConsultationType; onChange: (type: ConsultationType) => void }

/**
 * Video or chat, each with its fee: a radio group (arrow keys move between the two, Tab leaves),
 * shown where the provider offers chat.
 */
export function ConsultationTypePicker({ provider, value, onChange }: PickerProps) {
  const { t } = useTranslation()
  return (
    <fieldset className="grid gap-2">
      <legend id="consultation-type-label" className="mb-2 text-sm font-medium">
        {t('chatConsultation.type.label')}
      </legend>
      <RadioGroup
        aria-labelledby="consultation-type-label"
        value={value}
        onValueChange={(next) => onChange(next as ConsultationType)}
        className="grid gap-2 sm:grid-cols-2"
        data-testid="consultation-type"
      >
        {offeredTypes(provider).map((type) => {
          const Icon = ICONS[type]
          return (
            <RadioGroupPrimitive.Item
              key={type}
              value={type}
              data-testid={`consultation-type-${type}`}
              className="flex items-start gap-3 rounded-lg border bg-card p-3 text-left shadow-xs outline-none hover:border-primary/50 focus-visible:ring-[3px] focus-visible:ring-ring/40 data-[state=checked]:border-primary data-[state=checked]:bg-primary/5"
            >
              <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
              <span className="grid min-w-0 gap-0.5">
                <span className="font-semibold">{t(`chatConsultation.type.${type}`)}</span>
                <span className="text-xs text-muted-foreground">
                  {t(type === 'CHAT' ? 'chatConsultation.type.chatHint' : 'chatConsultation.type.videoHint')}
                </span>
                <span className="text-sm font-medium">{formatRupiah(feeOf(provider, type))}</span>
              </span>
            </RadioGroupPrimitive.Item>
          )
        })}
      </RadioGroup>
    </fieldset>
  )
}
