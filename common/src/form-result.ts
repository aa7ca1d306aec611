/**
 * A form posted without JavaScript, answered (docs/requirements.md#without-javascript): the server renders the page
 * it came from with this; the page carries it for hydration. One shape for the server and the site.
 */
export type FormName = 'contact' | 'trial' | 'application';

export interface FormResult {
  form: FormName;
  /** sent: stored; refused: the visitor's input is not acceptable (message says why); failed: try again later. */
  outcome: 'sent' | 'refused' | 'failed';
  /** The spec's message for the outcome, word for word. */
  message: string;
  /** What was typed (empty when sent). */
  values: Record<string, string>;
  /** The field the message is about, when there is one. */
  field?: string;
  /** The page it answers (the address bar shows /forms/<form>: the script puts this one back). */
  path?: string;
}
