/**
 * The dashboard's page for one record: the dashboard routes by path under /admin/ (not by hash), and
 * a signed-out visitor is brought back to this page after signing in (docs/requirements.md#mail-links).
 */
export function recordLink(publicUrl: string, resource: string, id: string): string {
  return `${publicUrl}/admin/${resource}/${encodeURIComponent(id)}/show`;
}
