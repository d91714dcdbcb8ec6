import { queryOptions } from '@tanstack/react-query';
import { addressListSchema, addressSchema, type AddressInput } from '@formulab/shared/shop/addresses.schema';
import { api } from './api.ts';

/** The address book (/account-settings), offered at checkout. */
export const addressesQuery = queryOptions({
  queryKey: ['addresses'],
  queryFn: ({ signal }) => api('/api/me/addresses', { schema: addressListSchema, signal }),
});
/** `idempotencyKey` (`useSendOnce().keyFor`): the same address saved twice (a double press, a retry) is added once */
export const createAddress = (body: AddressInput, idempotencyKey?: string) =>
  api('/api/me/addresses', { schema: addressSchema, body, idempotencyKey });
export const updateAddress = (id: string, body: AddressInput) =>
  api(`/api/me/addresses/${id}`, { schema: addressSchema, method: 'PUT', body });
export const deleteAddress = (id: string) => api<unknown>(`/api/me/addresses/${id}`, { method: 'DELETE' });
