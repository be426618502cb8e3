/**
 * The studio theme at run time (seed 000 §1, CONTRACT §2 theme settings): primary and background
 * colours become CSS variables on <html>, and the font is loaded from Google Fonts
 * (`google_web_font`) or the studio's own stylesheet (`custom`); `theme` `framed` draws the page in a
 * card, `minimalistic` (default) does not. A font that cannot load (offline,
 * blocked) fails silently: the family list ends in system fonts.
 */
import type { Settings } from '@studio/contract/client';
import { readableTextColor } from './readable-text-color.ts';

/** The theme settings of the studio (CONTRACT §2 settings); an absent one keeps our default. */
type ThemeSettings = Partial<
  Pick<
    Settings,
    | 'theme'
    | 'theme_primary_color'
    | 'theme_background_color'
    | 'theme_font_type'
    | 'theme_google_web_font'
    | 'theme_font_family'
    | 'theme_custom_font_stylesheet_url'
  >
>;

const SYSTEM_FONTS = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** A family name is quoted in CSS; quotes and backslashes inside it are dropped. */
const quoted = (family: string) => `'${family.replace(/['"\\;{}]/g, '')}'`;
/** A colour value, never a way to smuggle other declarations in (`red; background: url(…)`). */
const isColor = (value: string) =>
  /^[#\w\s(),.%/-]+$/.test(value) &&
  !/url\(/i.test(value) &&
  (typeof CSS === 'undefined' ||
    typeof CSS.supports !== 'function' ||
    CSS.supports('color', value));

/** The CSS variables and the font stylesheet URL (or null) for a studio's settings. */
export function themeFor(settings: ThemeSettings): {
  variables: Record<string, string>;
  fontStylesheet: string | null;
} {
  const variables: Record<string, string> = {};
  const primary = text(settings.theme_primary_color);
  if (primary && isColor(primary)) {
    variables['--color-primary'] = primary;
    variables['--color-on-primary'] = readableTextColor(primary);
  }
  const background = text(settings.theme_background_color);
  if (background && isColor(background)) {
    variables['--color-background'] = background;
  }
  let fontStylesheet: string | null = null;
  const custom = text(settings.theme_font_type) === 'custom';
  const family = custom ? text(settings.theme_font_family) : text(settings.theme_google_web_font);
  if (family) {
    variables['--font-family'] = `${quoted(family)}, ${SYSTEM_FONTS}`;
    if (!custom) {
      const name = encodeURIComponent(family).replace(/%20/g, '+');
      fontStylesheet = `https://fonts.googleapis.com/css2?family=${name}:wght@400;600;700&display=swap`;
    } else if (/^https?:\/\//.test(text(settings.theme_custom_font_stylesheet_url))) {
      fontStylesheet = text(settings.theme_custom_font_stylesheet_url);
    }
  }
  return { variables, fontStylesheet };
}

/** Applies the theme of `settings` to the document; safe to call again with new settings. */
export function applyTheme(settings: ThemeSettings, doc: Document = document): void {
  const { variables, fontStylesheet } = themeFor(settings);
  // `framed` draws each page in a card on the studio's background (shell.css); else full width.
  doc.documentElement.dataset.theme = settings.theme === 'framed' ? 'framed' : 'minimalistic';
  for (const [name, value] of Object.entries(variables)) {
    doc.documentElement.style.setProperty(name, value);
  }
  if (variables['--color-primary']) {
    doc
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', variables['--color-primary']);
  }
  let link = doc.getElementById('studio-font') as HTMLLinkElement | null;
  if (!fontStylesheet) {
    link?.remove();
    return;
  }
  if (link?.href === fontStylesheet) return;
  link ??= doc.createElement('link');
  link.id = 'studio-font';
  link.rel = 'stylesheet';
  link.onerror = () => {}; // offline or blocked: keep the system fonts, no console noise
  link.href = fontStylesheet;
  doc.head.appendChild(link);
}
