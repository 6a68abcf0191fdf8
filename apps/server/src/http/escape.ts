const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text made safe for HTML and XML, both between tags and inside quoted attribute values. Every
 * string the server writes into markup by hand (e-mails, the head of published pages, sitemaps)
 * goes through it.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => entities[c]!);
}
