/**
 * Text for an HTML attribute or element, for HTML written as a string (the API's link previews and
 * docs page, the map's attribution line): every character that could end it is escaped.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}
