/** What a form action answers: drives the message, the field errors and the values shown again. */
export interface FormState {
  status: 'idle' | 'sent' | 'invalid' | 'error';
  message?: string;
  /** the submission's reference once sent (NV-Q-7K3P9), for the visitor to quote */
  reference?: string;
  /** the visitor's text answers, shown again after an error (never files or secrets) */
  values: Record<string, string>;
  fieldErrors: Record<string, string[]>;
  /** bumps on every answer so the form can reset or refocus even when the status repeats */
  version: number;
  /** a fresh signed form token: each answer carries one, as a form token is good for one submission */
  token?: string;
}

export const initialFormState: FormState = { status: 'idle', values: {}, fieldErrors: {}, version: 0 };

/** Added to a message about a form sent with files: a browser empties its file fields once the form is answered. */
export const CHOOSE_FILES_AGAIN = 'Choose your files again: browsers do not keep them after an error.';
