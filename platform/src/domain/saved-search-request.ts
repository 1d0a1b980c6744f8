import { z } from 'zod';
import { emailSchema } from './lead-forms';
import { MAX_SAVED_SEARCH_NAME, savedSearchChannels } from './saved-searches';

// The saved search calls' bodies: the dialog's form validates with the same schema in the
// browser that the server reads the call with.

export const SAVED_SEARCH_NAME_MESSAGE = 'Please give this search a name.';
export const SAVED_SEARCH_CHANNEL_MESSAGE = 'Please choose how we should tell you.';
export const SAVED_SEARCH_NAME_CHARACTERS_MESSAGE =
  'Please use letters, numbers and punctuation only in the name.';

/** Whether text holds a control character (a line break, a tab, an escape ...). */
export function hasControlCharacters(text: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(text);
}

const formFields = {
  name: z
    .string({ error: SAVED_SEARCH_NAME_MESSAGE })
    .trim()
    .min(1, SAVED_SEARCH_NAME_MESSAGE)
    .max(MAX_SAVED_SEARCH_NAME, `Please keep the name to ${MAX_SAVED_SEARCH_NAME} characters.`)
    // the name goes into the alert's subject and text: no line breaks or other control characters
    .refine((name) => !hasControlCharacters(name), { error: SAVED_SEARCH_NAME_CHARACTERS_MESSAGE }),
  channel: z.enum(savedSearchChannels, { error: SAVED_SEARCH_CHANNEL_MESSAGE }),
  /** needed for email alerts only */
  email: z.string().max(200).nullish(),
};

/** Alerts by email need an address; by SMS or none, any address given is dropped. */
function withAlertEmail<T extends { channel: string; email?: string | null }>(
  values: T,
  context: z.RefinementCtx,
): Omit<T, 'email'> & { email: string | null } {
  if (values.channel !== 'email') return { ...values, email: null };
  const email = emailSchema.safeParse(values.email ?? '');
  if (!email.success) {
    for (const issue of email.error.issues) {
      context.addIssue({ code: 'custom', path: ['email'], message: issue.message });
    }
    return { ...values, email: null };
  }
  return { ...values, email: email.data };
}

/** The 'Save this search' dialog: a name and the alerts (with an email address for email). */
export const savedSearchFormSchema = z.object(formFields).transform(withAlertEmail);

export type SavedSearchFormInput = z.input<typeof savedSearchFormSchema>;
export type SavedSearchForm = z.output<typeof savedSearchFormSchema>;

/** POST /api/saved-searches: the dialog's values and the search's address (path and query). */
export const savedSearchCreateSchema = z
  .object({
    ...formFields,
    path: z
      .string({ error: 'Please say which search to save.' })
      .min(1, 'Please say which search to save.')
      .max(2048, 'The search address is too long.'),
  })
  .transform(withAlertEmail);

export type SavedSearchCreateRequest = z.output<typeof savedSearchCreateSchema>;

/** POST /api/saved-searches/delete: the saved search's id (a number, or its digits). */
export const savedSearchDeleteSchema = z.object({
  id: z.union(
    [
      z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
      z
        .string()
        .regex(/^[1-9]\d{0,14}$/)
        .transform(Number),
    ],
    { error: 'Please say which saved search to delete.' },
  ),
});
