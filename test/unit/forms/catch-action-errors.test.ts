import { UnrecognizedActionError } from 'next/dist/client/components/unrecognized-action-error';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catchActionErrors, failedState, NETWORK_FAILURE, UNEXPECTED_ANSWER } from '@/components/forms/catch-action-errors';
import { OUT_OF_DATE_MESSAGE, refusalBody } from '@/lib/form-refusal.mts';
import { CHOOSE_FILES_AGAIN, initialFormState, type FormState } from '@/lib/validation/form-state';

const previous: FormState = { status: 'invalid', message: 'Some answers need another look.', values: { fullname: '' }, fieldErrors: { fullname: ['Enter your full name.'] }, version: 3, token: 'the-last-token' };

/** The FormData React sends for a form: the visitor's answers, our hidden fields and React's own. */
function sent(extra: [string, string | File][] = []) {
  const form = new FormData();
  form.append('$ACTION_REF_1', '');
  form.append('$ACTION_1:0', '{"id":"abc","bound":"$@1"}');
  form.append('fullname', 'Ada Lovelace');
  form.append('howhelp', 'A new website.');
  form.append('formtoken', 'the-last-token');
  form.append('website', '');
  for (const [name, value] of extra) form.append(name, value);
  return form;
}

describe('failedState: a thrown Server Action call as the form answer', () => {
  it.each([
    ['a refusal from the request guard (text/plain: its JSON)', new Error(refusalBody('Too many submissions from your network. Please wait 2 minutes and try again.')), 'Too many submissions from your network. Please wait 2 minutes and try again.'],
    ['an action this build does not have', new UnrecognizedActionError('Server Action "abc" was not found on the server.'), OUT_OF_DATE_MESSAGE],
    ['no answer at all (fetch rejects with a TypeError)', new TypeError('Failed to fetch'), NETWORK_FAILURE],
    ["Next's generic text for an answer that is not React's", new Error('An unexpected response was received from the server.'), UNEXPECTED_ANSWER],
    ['text/plain that is not ours', new Error('Server Action unavailable.'), UNEXPECTED_ANSWER],
    ['JSON without a message', new Error('{"errors":{}}'), UNEXPECTED_ANSWER],
    ['something that is not an Error', 'boom', UNEXPECTED_ANSWER],
  ])('%s', (_, error, message) => {
    expect(failedState(previous, sent(), error)).toEqual({
      status: 'error',
      message,
      // what the visitor typed, for the fields' defaultValue; not the token, the honeypot or React's fields
      values: { fullname: 'Ada Lovelace', howhelp: 'A new website.' },
      fieldErrors: {},
      version: 4, // moves focus to the message
      token: 'the-last-token', // the call never reached the action: the token is still unused
    });
  });

  it('asks for files again when a file was chosen, and leaves an empty file field out', () => {
    const withFile = failedState(initialFormState, sent([['files', new File(['%PDF'], 'brief.pdf')]]), new TypeError('Failed to fetch'));
    expect(withFile.message).toBe(`${NETWORK_FAILURE} ${CHOOSE_FILES_AGAIN}`);
    expect(withFile.values).not.toHaveProperty('files');
    const empty = failedState(initialFormState, sent([['files', new File([], '')]]), new TypeError('Failed to fetch'));
    expect(empty.message).toBe(NETWORK_FAILURE);
    expect(empty.token).toBeUndefined(); // the page's own token stays in the form
  });
});

describe('catchActionErrors', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the Server Action itself on the server, so React renders the form as a post to it', () => {
    const action = async () => previous;
    expect(catchActionErrors(action)).toBe(action);
  });

  it('in the browser answers what the action answers, and a throw as a state; the same function each render', async () => {
    vi.stubGlobal('window', {});
    const answer: FormState = { ...initialFormState, status: 'sent', version: 4 };
    let fail = false;
    const action = async () => {
      if (fail) throw new Error(refusalBody('We are receiving many uploads right now. Please try again in a minute.'));
      return answer;
    };
    const caught = catchActionErrors(action);
    expect(caught).not.toBe(action);
    expect(catchActionErrors(action)).toBe(caught);
    expect(await caught(previous, sent())).toBe(answer);
    fail = true;
    expect(await caught(previous, sent())).toMatchObject({ status: 'error', message: 'We are receiving many uploads right now. Please try again in a minute.', version: 4 });
  });
});
