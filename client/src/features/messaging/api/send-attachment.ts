import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError, apiHeaders } from '@/lib/api'
import type { Message } from '@/api/openapi'
import { CONVERSATIONS_QUERY_KEY } from './get-conversations'

export type SendAttachmentInput = {
  conversationId: string
  file: File
  text: string
  /** 0–100 while the file goes up. */
  onProgress?: (percent: number) => void
}

/**
 * POST /api/conversations/:id/messages as multipart (`file`, optional `text`). XMLHttpRequest, not
 * fetch, because only it reports upload progress; errors are the same ApiError as every call.
 */
export function sendAttachment({ conversationId, file, text, onProgress }: SendAttachmentInput): Promise<Message> {
  const form = new FormData()
  if (text) form.append('text', text)
  form.append('file', file)
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `/api/conversations/${conversationId}/messages`)
    xhr.withCredentials = true
    for (const [name, value] of Object.entries(apiHeaders())) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100))
    }
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as Message)
      else reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText))
    }
    xhr.onerror = () => reject(new ApiError(0, 'network', ''))
    xhr.send(form)
  })
}

export function useSendAttachment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendAttachment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY }),
  })
}
