/**
 * The server's words for a call that failed: the data provider puts BAD_USER_INPUT's `fieldErrors` on the error's
 * `body.errors`, by field. Forms show each under its field; a dialog shows the first.
 */
export function fieldErrorsOf(caught: unknown): Record<string, string> | undefined {
  return (caught as { body?: { errors?: Record<string, string> } } | null)?.body?.errors;
}

/** The first of the server's field errors, else the error's message: one line for a dialog. */
export function firstErrorOf(caught: unknown): string {
  return Object.values(fieldErrorsOf(caught) ?? {})[0] ?? (caught as Error).message;
}
