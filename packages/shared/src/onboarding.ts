import { z } from 'zod';

/** Onboarding steps in order (spec §2). */
export const ONBOARDING_STEPS = ['usage', 'industry', 'brokerage', 'hear', 'team'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const USAGE_OPTIONS = ['Work', 'Personal', 'Education'] as const;

export const INDUSTRY_OPTIONS = [
  { value: 'real-estate', label: 'Real estate' },
  { value: 'education', label: 'Education' },
  { value: 'sales', label: 'Sales' },
  { value: 'marketing', label: 'Marketing' },
  { value: 'coaching', label: 'Coaching' },
  { value: 'freelancers', label: 'Freelancers' },
  { value: 'media', label: 'Media' },
  { value: 'auto', label: 'Auto' },
  { value: 'accounting-finance', label: 'Accounting & finance' },
  { value: 'information-technology', label: 'Information technology' },
  { value: 'Other', label: 'Other' },
] as const;

export const BROKERAGE_OPTIONS = [
  'Keller Williams',
  'RE/MAX',
  'Coldwell Banker',
  'eXp Realty',
  'Century 21',
  'Berkshire Hathaway',
  'ERA',
  'Compass',
  "Sotheby's",
  'Weichert',
  'Realty ONE Group',
  'BHG Real Estate',
  'Howard Hanna',
  'Real Brokerage (REAL)',
  'Other',
] as const;

export const HEAR_OPTIONS = [
  'Online search',
  'It was recommended',
  'Someone shared a presentation',
  'An ad',
] as const;

const otherText = z.string().trim().max(200, 'Ensure this field has no more than 200 characters.');

/** Onboarding answers as sent to POST /api/onboarding. */
export const onboardingAnswersSchema = z
  .object({
    usage: z.array(z.enum(USAGE_OPTIONS)).min(1, 'Choose at least one option.'),
    industry: z.enum(INDUSTRY_OPTIONS.map((o) => o.value) as [string, ...string[]]),
    industry_input: otherText.optional(),
    in_brokerage: z.boolean(),
    brokerage: z.enum(BROKERAGE_OPTIONS).nullable().optional(),
    brokerage_input: otherText.optional(),
    hear_about: z.enum(HEAR_OPTIONS),
    works_in_team: z.boolean(),
    needs_discount: z.boolean(),
    phone_number: z
      .string()
      .trim()
      .max(32, 'Ensure this field has no more than 32 characters.')
      .regex(/^[+()\d\s.-]*$/, 'Enter a valid phone number.')
      .optional(),
  })
  .superRefine((a, ctx) => {
    if (a.industry === 'Other' && !a.industry_input)
      ctx.addIssue({ code: 'custom', path: ['industry_input'], message: 'Please tell us your industry.' });
    if (a.in_brokerage && !a.brokerage)
      ctx.addIssue({ code: 'custom', path: ['brokerage'], message: 'Choose your brokerage.' });
    if (a.in_brokerage && a.brokerage === 'Other' && !a.brokerage_input)
      ctx.addIssue({ code: 'custom', path: ['brokerage_input'], message: 'Please tell us your brokerage.' });
  });
export type OnboardingAnswers = z.infer<typeof onboardingAnswersSchema>;

/** The first-run checklist's steps, in order; each is done from what the account holds (GET onboarding/checklist). */
export const CHECKLIST_STEPS = ['presentation', 'profile', 'shared', 'viewed'] as const;
export const checklistSchema = z.object({
  steps: z.array(z.object({ key: z.enum(CHECKLIST_STEPS), done: z.boolean() })),
});
export type Checklist = z.infer<typeof checklistSchema>;
