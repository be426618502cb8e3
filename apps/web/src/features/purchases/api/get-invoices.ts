/**
 * The customer's invoices (paid orders), newest first: GET /users/{id}?populate[]=invoices
 * (CONTRACT §10 "Invoices on the user"; seed 001 §2 "Purchase history", "Profile cards").
 */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { Invoices } from '@studio/contract/orders';
import { api } from '../../../shared/api/client.ts';

const UserWithInvoices = z.looseObject({ id: z.number(), invoices: z.optional(Invoices) });

/** Invoices of user `userId`, highest `invoice_id` first; a server without the populate: none. */
export const invoicesQuery = (userId: number) =>
  queryOptions({
    queryKey: ['users', userId, 'invoices'],
    queryFn: async ({ signal }) => {
      const user = await api.get(`/users/${userId}`, UserWithInvoices, {
        query: { populate: ['invoices'] },
        signal,
      });
      return [...(user.invoices ?? [])].sort((a, b) => b.invoice_id - a.invoice_id || b.id - a.id);
    },
  });

export const useInvoices = (userId: number) => useSuspenseQuery(invoicesQuery(userId)).data;
