import { queryOptions } from '@tanstack/react-query'
import { CATALOG_LIMITS } from '@galata/contract'
import { type CatalogGameEdit } from '@galata/contract'
import { boAnswer, boCall, boUpload } from '../api/client'

/*
 * The catalogue screen's calls (docs/backoffice.md "Casino catalogue"): one query factory per read,
 * so a write invalidates through the factory's key, never a string of its own.
 */

export const catalogKeys = {
  all: ['bo', 'catalog'] as const,
  categories: () =>
    queryOptions({
      queryKey: [...catalogKeys.all, 'categories'] as const,
      queryFn: () => boCall('backoffice/casino/categories'),
    }),
  providers: () =>
    queryOptions({
      queryKey: [...catalogKeys.all, 'providers'] as const,
      queryFn: () => boCall('backoffice/casino/providers'),
    }),
  /** A whole category in lobby order: the order screen moves games within all of it. */
  games: (category: number) =>
    queryOptions({
      queryKey: [...catalogKeys.all, 'games', category] as const,
      queryFn: () =>
        boCall('backoffice/casino/games', {
          query: { category, q: '', skip: 0, take: CATALOG_LIMITS.pageMax },
        }),
    }),
}

export function switchGame(code: string, isEnabled: boolean) {
  return isEnabled
    ? boAnswer('backoffice/casino/games/:code/enable', { params: { code }, body: {} })
    : boAnswer('backoffice/casino/games/:code/disable', { params: { code }, body: {} })
}

export function switchProvider(id: number, isEnabled: boolean) {
  return isEnabled
    ? boAnswer('backoffice/casino/providers/:id/enable', { params: { id }, body: {} })
    : boAnswer('backoffice/casino/providers/:id/disable', { params: { id }, body: {} })
}

export function saveOrder(category: number, codes: string[]) {
  return boAnswer('backoffice/casino/categories/:id/order', { params: { id: category }, body: { codes } })
}

/** A game's names and category (docs/backoffice.md "Editing a game"). */
export function editGame(id: number, edit: CatalogGameEdit) {
  return boAnswer('backoffice/casino/games/:id', { params: { id }, body: edit, method: 'PUT' })
}

/** A game's artwork: the chosen file alone, checked by its bytes on the server. */
export function uploadArtwork(id: number, file: File) {
  const form = new FormData()
  form.append('file', file)
  return boUpload('backoffice/casino/games/:id/artwork', form, { id })
}
