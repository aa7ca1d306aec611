/**
 * The form limit counts in fixed windows (FORMS_WINDOW_MS, 10 minutes, cut from the wall clock): a test that
 * sends a few forms in a row and expects the last one refused fails if a window ends between them (the count
 * starts again). It starts them well inside a window instead: when less than `marginMs` is left of the current
 * one, it waits for the next (at most `marginMs`, and only then).
 */
export async function awayFromWindowEdge(windowMs: number, marginMs = 15_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
