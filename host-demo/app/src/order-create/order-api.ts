import type {
  OrderForm,
  OrderFormSource,
  OrderSaved,
  PaygCartItem,
  ServiceCatalogue,
} from 'proofdesk/contract';
import type { useProofdesk } from 'proofdesk/react';

// The create-order calls (docs/api.md "Creating orders"); every mutation carries the `card` scope.

type Instance = ReturnType<typeof useProofdesk>;
const order = (id: string, tail = '') => `/order/${encodeURIComponent(id)}${tail}`;

export const orderApi = (proofdesk: Instance) => ({
  catalogue: () => proofdesk.http.get<ServiceCatalogue>('/order/services'),
  form: (id: string) => proofdesk.http.get<OrderFormSource>(order(id, '/form')),
  create: (form: OrderForm) => proofdesk.http.post<OrderSaved>('/order', { body: form, csrf: 'card' }),
  save: (id: string, form: OrderForm) =>
    proofdesk.http.put<OrderSaved>(order(id), { body: form, csrf: 'card' }),
  publish: (id: string) => proofdesk.http.post<OrderSaved>(order(id, '/publish'), { csrf: 'card' }),
  toCart: (id: string) => proofdesk.http.post<PaygCartItem>(order(id, '/pay-as-you-go'), { csrf: 'card' }),
  copyFiles: (id: string, fromOrderId: string, attachmentIds: string[]) =>
    proofdesk.http.post<{ attachmentIds: string[] }>(order(id, '/copy-files'), {
      body: { fromOrderId, attachmentIds },
      csrf: 'card',
    }),
});
