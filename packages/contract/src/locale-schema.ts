import { z } from 'zod'
import { LOCALES } from './locale.js'

export const localeSchema = z.enum(LOCALES)
