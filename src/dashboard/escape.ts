/** HTML escaping for the dashboard's pages: every text from the history goes through `html()`. Pure. */
export function html(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
