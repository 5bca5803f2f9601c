import { z } from 'zod'

// Request bodies and queries the client also validates live in ../contracts/*-request.ts.

export const uuidParam = z.uuid({ message: 'ID tidak valid' })
