import { Plus, X } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { addSlot, removeSlot } from '../lib/slots'

type SlotsEditorProps = {
  id: string
  slots: string[]
  onChange: (slots: string[]) => void
  error?: string
}

/** The bookable start times as removable chips, and a time input to add one (kept in order). */
export function SlotsEditor({ id, slots, onChange, error }: SlotsEditorProps) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState('')
  const [duplicate, setDuplicate] = useState<string>()

  function add() {
    if (!draft) return
    const next = addSlot(slots, draft)
    if (!next) return setDuplicate(t('adminTools.settings.slots.duplicate', { time: draft }))
    setDuplicate(undefined)
    setDraft('')
    onChange(next)
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <ul className="flex flex-wrap gap-2" data-testid="slot-list">
        {slots.map((slot) => (
          <li key={slot} className="inline-flex items-center gap-1 rounded-full border bg-card py-1 pr-1 pl-3 text-sm tabular-nums">
            {slot}
            <button
              type="button"
              className="rounded-full p-1 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none"
              aria-label={t('adminTools.settings.slots.remove', { time: slot })}
              onClick={() => onChange(removeSlot(slots, slot))}
            >
              <X className="size-3.5" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          type="time"
          step={300}
          value={draft}
          aria-label={t('adminTools.settings.slots.newSlot')}
          aria-invalid={error || duplicate ? true : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              add()
            }
          }}
          className="w-36"
        />
        <Button type="button" variant="outline" onClick={add} disabled={!draft}>
          <Plus aria-hidden />
          {t('adminTools.settings.slots.add')}
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={error ?? duplicate} />
    </div>
  )
}
