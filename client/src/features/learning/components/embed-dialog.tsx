import { ExternalLink } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { cn } from '@/lib/utils'

type EmbedDialogProps = {
  /** The item's title; null while no item is chosen (the dialog stays closed). */
  title: string | null
  description: string
  open: boolean
  onOpenChange: (open: boolean) => void
  className: string
  /** The embedded page; mounted only while the dialog is open. */
  children: ReactNode
}

/** A learning item shown in a dialog: its title, a line on what it is, and the embedded page. */
export function EmbedDialog({ title, description, open, onOpenChange, className, children }: EmbedDialogProps) {
  const { t } = useTranslation()
  return (
    <Dialog open={open && title !== null} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')} className={cn(className, 'gap-3 p-4 sm:p-6')}>
        {title !== null ? (
          <>
            <DialogHeader className="pr-8">
              <DialogTitle>{title}</DialogTitle>
              <DialogDescription>{description}</DialogDescription>
            </DialogHeader>
            {children}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}

/** The same page outside the app, in a new tab. */
export function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      {children}
      <ExternalLink className="size-3.5" aria-hidden />
    </a>
  )
}
