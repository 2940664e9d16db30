import { z } from './zod';
import { choice, email, fullName, oneLine, phone, sourceFields } from './fields';
import { BUDGETS, HEAR_ABOUT, LIMITS, OTHER_CHOICES, PROJECT_TYPES, TALENTS, TIMELINES } from './options';

export const QUOTE_FIELDS = [
  'fullname', 'address', 'companyname', 'phonenumber', 'projecttype', 'projecttypeother', 'budget', 'timeline',
  'talent', 'talentother', 'hear', 'hearother', 'comments', 'privacy',
] as const;

const otherText = oneLine('the other option', LIMITS.other);

const OTHER_LABELS: Record<string, string> = {
  projecttypeother: 'your project type',
  talentother: 'the talent you need',
  hearother: 'how you heard about us',
};

export const quoteSchema = z
  .object({
    fullname: fullName,
    address: email, // the specification names the e-mail input 'address'
    companyname: oneLine('your company name', LIMITS.company),
    phonenumber: phone,
    projecttype: choice(PROJECT_TYPES, 'Choose a project type.'),
    projecttypeother: z.string().trim().optional(),
    budget: choice(BUDGETS, 'Choose a budget.'),
    timeline: choice(TIMELINES, 'Choose a timeline.'),
    talent: choice(TALENTS, 'Choose the talent you prefer.'),
    talentother: z.string().trim().optional(),
    hear: choice(HEAR_ABOUT, 'Tell us how you heard about us.'),
    hearother: z.string().trim().optional(),
    comments: z.string().trim().max(LIMITS.message, `Keep your comments to ${LIMITS.message} characters or fewer.`).optional(),
    privacy: z.literal('on', { error: 'Agree to the privacy policy so we can reply to you.' }),
    ...sourceFields,
  })
  .superRefine(
    (value, ctx) => {
      // 'Other' makes its text field required; any other choice makes it irrelevant.
      for (const [select, { other, field }] of Object.entries(OTHER_CHOICES)) {
        if (value[select as keyof typeof OTHER_CHOICES] !== other) continue;
        const result = otherText.safeParse(value[field] ?? '');
        for (const issue of result.success ? [] : result.error.issues) {
          ctx.addIssue({ code: 'custom', path: [field], message: issue.message.replace('the other option', OTHER_LABELS[field]) });
        }
      }
    },
    // Runs even when other fields failed, so every message shows at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .transform((value) => ({
    ...value,
    projecttypeother: value.projecttype === OTHER_CHOICES.projecttype.other ? value.projecttypeother : undefined,
    talentother: value.talent === OTHER_CHOICES.talent.other ? value.talentother : undefined,
    hearother: value.hear === OTHER_CHOICES.hear.other ? value.hearother : undefined,
    comments: value.comments || undefined,
  }));

export type QuoteInput = z.infer<typeof quoteSchema>;
