import { useTranslation } from 'react-i18next'
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast'
import { useToast } from './use-toast'

/** docs/product.md#interface: 5000 ms by default, swipe right past 50 px to dismiss, F8 focuses the viewport. */
export function Toaster() {
  const { t } = useTranslation()
  const { toasts } = useToast()

  return (
    <ToastProvider duration={5000} swipeDirection="right" swipeThreshold={50} label={t('toast.label')}>
      {toasts.map(({ id, title, description, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose label={t('toast.close')} />
        </Toast>
      ))}
      <ToastViewport hotkey={['F8']} label={t('toast.viewportLabel')} />
    </ToastProvider>
  )
}
