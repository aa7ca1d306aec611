/** Only the editable fields, and of those only the ones that changed. */
export function pickInput(
  fields: readonly string[],
  data: Record<string, unknown>,
  previous?: Record<string, unknown>,
) {
  const input: Record<string, unknown> = {};
  for (const field of fields) {
    if (!(field in data)) continue;
    if (previous && field in previous && previous[field] === data[field]) continue;
    // a cleared text is '' (the API clears it); a cleared reference (assigneeId) is null
    input[field] = data[field] ?? (field.endsWith('Id') ? null : '');
  }
  return input;
}
