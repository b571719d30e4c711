/** Text for HTML, in an element or a quoted attribute: the five characters that can end either. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/**
 * Plain text as HTML paragraphs, escaped: a blank line starts a paragraph, a single line break
 * stays one (`<br>`). '' for blank text.
 */
export function paragraphsHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${p.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

/**
 * `url` as an absolute http(s) address (a path is taken from `base`), or null for anything else
 * (`javascript:`, `data:`, a malformed address): what a page may link to or name as an image.
 */
export function httpUrl(url: string | null | undefined, base: string): string | null {
  if (!url?.trim()) return null;
  try {
    const parsed = new URL(url.trim(), `${base}/`);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Whitespace run together and cut at a word to at most `max` characters, with '…' when cut. */
export function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}
