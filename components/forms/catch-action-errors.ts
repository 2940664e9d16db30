import { unstable_isUnrecognizedActionError, unstable_rethrow } from 'next/navigation';
import { OUT_OF_DATE_MESSAGE, refusalMessage } from '@/lib/form-refusal.mts';
import { CHOOSE_FILES_AGAIN, type FormState } from '@/lib/validation/form-state';
import { HIDDEN_FIELDS } from '@/lib/validation/spam';

type Action = (state: FormState, form: FormData) => Promise<FormState>;

export const NETWORK_FAILURE = 'We could not reach our server, so your form may not have arrived. Check your connection and send it again: your answers are still here.';
export const UNEXPECTED_ANSWER = 'Something went wrong between your browser and our server, so your form may not have arrived. Please send it again: your answers are still here.';

const caught = new WeakMap<Action, Action>();

/**
 * The form's Server Action, answering with an error state where it would throw. It throws when the request
 * guard refused the call before the action ran (too many submissions, too large, busy, database down, a
 * stalled upload, out of date), when the network failed, or on any answer that is not React's own; useActionState
 * would then hand the error to the nearest error boundary, which replaces the page, and everything typed is
 * gone. Instead the visitor reads what happened at the form, with their answers, a usable button, and focus on
 * the message (the state's version moves on). Sending again is safe: the form keeps its token, so a submission
 * that did arrive after all is stored once. Next's own signals pass through (unstable_rethrow): an action that
 * redirects rejects its call with one, for Next to navigate, and that is not a failure to report.
 */
export function catchActionErrors(action: Action): Action {
  // On the server, React renders the form as a plain post to the Server Action (it works without JavaScript),
  // which it can only do with the action itself: a function of ours would render as a form that cannot be sent.
  if (typeof window === 'undefined') return action;
  let wrapped = caught.get(action);
  if (!wrapped) {
    wrapped = async (previous, form) => {
      try {
        return await action(previous, form);
      } catch (error) {
        unstable_rethrow(error);
        return failedState(previous, form, error);
      }
    };
    caught.set(action, wrapped); // one function per action, so useActionState sees the same one on every render
  }
  return wrapped;
}

/**
 * What the form shows after `error`: the message, and the answers as sent, which React puts back in the fields
 * (their defaultValue) when it resets the form after the action. Files cannot be put back.
 */
export function failedState(previous: FormState, form: FormData, error: unknown): FormState {
  const values: Record<string, string> = {};
  let files = false;
  for (const [name, value] of form) {
    if (typeof value !== 'string') files ||= value.name !== ''; // an empty file field sends a nameless part
    else if (!name.startsWith('$ACTION') && !HIDDEN_FIELDS.includes(name)) values[name] = value;
  }
  const message = failureMessage(error);
  return { status: 'error', message: files ? `${message} ${CHOOSE_FILES_AGAIN}` : message, values, fieldErrors: {}, version: previous.version + 1, token: previous.token };
}

function failureMessage(error: unknown): string {
  if (unstable_isUnrecognizedActionError(error)) return OUT_OF_DATE_MESSAGE;
  // fetch rejects with a TypeError when no answer came (offline, connection reset); Next rethrows it as it is.
  if (error instanceof TypeError) return NETWORK_FAILURE;
  return (error instanceof Error && refusalMessage(error.message)) || UNEXPECTED_ANSWER;
}
