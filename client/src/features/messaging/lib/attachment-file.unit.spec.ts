import { describe, expect, it } from 'vitest'
import { attachmentProblem, attachmentSize, isImage } from './attachment-file'

describe('a file to attach', () => {
  it('images and PDFs up to 10 MB pass; other types, empty and larger files are named', () => {
    expect(attachmentProblem({ size: 2048, type: 'application/pdf' })).toBeNull()
    expect(attachmentProblem({ size: 2048, type: 'image/webp' })).toBeNull()
    // no type from the browser: the server decides by content
    expect(attachmentProblem({ size: 2048, type: '' })).toBeNull()
    expect(attachmentProblem({ size: 2048, type: 'text/html' })).toBe('attachWrongType')
    expect(attachmentProblem({ size: 10 * 1024 * 1024 + 1, type: 'image/png' })).toBe('attachTooLarge')
    expect(attachmentProblem({ size: 0, type: 'image/png' })).toBe('attachEmpty')
  })

  it('sizes read in Indonesian by default', () => {
    expect(attachmentSize(820)).toBe('820 B')
    expect(attachmentSize(12 * 1024)).toBe('12 KB')
    expect(attachmentSize(1.4 * 1024 * 1024)).toBe('1,4 MB')
    expect(attachmentSize(1.4 * 1024 * 1024, 'en')).toBe('1.4 MB')
    expect(isImage('image/png')).toBe(true)
    expect(isImage('application/pdf')).toBe(false)
  })
})
