/** One input that failed validation; `field` is its dotted path ('answers.2'). */
export interface FieldError {
  field: string
  message: string
}

/** The JSON body of every refusal (4xx): a message for a toast, per-field errors for a form. */
export interface ErrorBody {
  message: string
  /** The stable catalogue key of the message (docs/adr/0012-server-language.md), to branch on. */
  code?: string
  errors?: FieldError[]
}
