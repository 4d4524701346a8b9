import { z } from 'zod';

/** Stripe's invoice statuses (spec §4 shows no others). */
export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** One invoice as Stripe holds it; amounts in cents, links to Stripe's hosted page and PDF. */
export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  /** What the invoice asks for, and what was paid of it. */
  amount_due: z.number().int(),
  amount_paid: z.number().int(),
  currency: z.string(),
  created: z.string(),
  hosted_invoice_url: z.string().nullable(),
  invoice_pdf: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** The invoice Stripe will make at the next renewal: null when the subscription will not renew. */
export const nextInvoiceSchema = z.object({
  amount_due: z.number().int(),
  currency: z.string(),
  date: z.string(),
});
export type NextInvoice = z.infer<typeof nextInvoiceSchema>;

export const invoiceListSchema = z.object({
  results: z.array(invoiceSchema),
  next_invoice: nextInvoiceSchema.nullable(),
});
