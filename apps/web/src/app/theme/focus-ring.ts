/**
 * The focus ring's colour (issue 15, WCAG 1.4.11 non-text contrast, 3:1): the studio's primary
 * colour when it contrasts enough with its background, else black or white, whichever contrasts
 * more. Colours as `#rgb`, `#rrggbb` or `rgb(r, g, b)`.
 */
// Its own colour reading (as readable-text-color.ts): importing that module from here would split
// it out of the first load's chunk into one more request.

/** The least contrast a focus indicator needs against what is around it. */
export const FOCUS_RING_MIN_CONTRAST = 3;

/** WCAG contrast ratio (1 to 21) of two colours; null when either cannot be read. */
export function contrastRatio(a: string, b: string): number | null {
  const first = luminance(a.trim());
  const second = luminance(b.trim());
  if (first === null || second === null) return null;
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

/** WCAG relative luminance of `#rgb`, `#rrggbb` or `rgb(r, g, b)`; null for anything else. */
function luminance(value: string): number | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)?.[1];
  const full = hex?.length === 3 ? hex.replace(/./g, '$&$&') : hex;
  const rgb = full
    ? [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16))
    : /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(value)?.slice(1, 4).map(Number);
  if (!rgb) return null;
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The ring colour for `primary` on `background`; a colour we cannot read keeps `primary`. */
export function focusRingColor(primary: string, background: string): string {
  const ratio = contrastRatio(primary, background);
  if (ratio === null || ratio >= FOCUS_RING_MIN_CONTRAST) return primary;
  const withBlack = contrastRatio('#000000', background) ?? 0;
  const withWhite = contrastRatio('#ffffff', background) ?? 0;
  return withBlack >= withWhite ? '#000000' : '#ffffff';
}

/**
 * Sets `--color-focus-ring` on <html> from the theme's primary and background variables (as
 * `applyTheme` set them, or base.css's defaults). Called by the shell after each route change, off
 * the first load; until then the ring is base.css's tint of the primary.
 */
export function applyFocusRing(doc: Document = document): void {
  const style = getComputedStyle(doc.documentElement);
  const primary = style.getPropertyValue('--color-primary').trim();
  const background = style.getPropertyValue('--color-background').trim();
  if (!primary || !background) return;
  doc.documentElement.style.setProperty('--color-focus-ring', focusRingColor(primary, background));
}
