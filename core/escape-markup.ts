/** Text put into HTML or XML (e-mails, the sitemap, SVG titles) can never become markup. */
export function escapeMarkup(text: string): string {
  // Numeric references mean the same in HTML and XML, inside elements and quoted attributes.
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
