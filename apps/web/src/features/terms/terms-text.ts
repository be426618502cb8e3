/**
 * The studio's terms text (CONTRACT §2: the client column `terms`, which the reference sends at the
 * top level of the client, or the setting `terms`), split into paragraphs at blank lines; single
 * line breaks stay inside a paragraph (the page keeps them, terms.css).
 */

/** The terms of `studio`: the client column first, else the setting; `''` without either. */
export function studioTerms(studio: { settings: Record<string, unknown> }): string {
  const column = (studio as { terms?: unknown }).terms;
  const text = typeof column === 'string' && column.trim() ? column : studio.settings.terms;
  return typeof text === 'string' ? text : '';
}

/** `text` as paragraphs, trimmed, empty ones left out (`\r\n` read as `\n`). */
export const termsParagraphs = (text: string): string[] =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
