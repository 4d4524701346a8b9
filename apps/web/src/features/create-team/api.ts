import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { TeamDraft } from './team-draft.ts';

export type CreateCompanyInput = {
  companyName: string;
  planId: TeamDraft['selectedPlan'];
  quantity: number;
  /** The path Checkout's Back link returns to. */
  cancelUrl: string;
};

/**
 * POST /api/company: answers Stripe Checkout's address (or, for a Premium subscriber whose plan is switched,
 * the app's own success page); the browser leaves for it.
 */
export const useCreateCompany = () =>
  useMutation({
    mutationFn: (body: CreateCompanyInput) => api<{ url: string }>('/company', { method: 'POST', body }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
