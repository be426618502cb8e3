/**
 * Picks black or white text for a background colour, whichever has the higher WCAG contrast.
 * Accepts `#rgb`, `#rrggbb` and `rgb(r, g, b)`; anything else (named colours, hsl) gets white,
 * the colour our default dark primary needs.
 */
export function readableTextColor(background: string): '#ffffff' | '#111111' {
  const rgb = parseColor(background.trim());
  if (!rgb) return '#ffffff';
  const luminance = relativeLuminance(rgb);
  const withWhite = 1.05 / (luminance + 0.05);
  const withBlack = (luminance + 0.05) / (0.0056 + 0.05); // 0.0056: luminance of #111111
  return withWhite >= withBlack ? '#ffffff' : '#111111';
}

function parseColor(value: string): [number, number, number] | null {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  if (short) return [short[1], short[2], short[3]].map((h) => parseInt(`${h}${h}`, 16)) as never;
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value);
  if (long) return [long[1], long[2], long[3]].map((h) => parseInt(h!, 16)) as never;
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(value);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  return null;
}

function relativeLuminance([r, g, b]: [number, number, number]): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}
