import { afterEach, expect, test } from 'vitest';
import { applyTheme, themeFor } from './apply-theme.ts';
import { readableTextColor } from './readable-text-color.ts';

afterEach(() => {
  document.documentElement.removeAttribute('style');
  document.getElementById('studio-font')?.remove();
});

const variable = (name: string) => document.documentElement.style.getPropertyValue(name);

test('the studio colours become CSS variables, with readable text on the primary colour', () => {
  applyTheme({ theme_primary_color: '#ffd400', theme_background_color: '#fdf6ec' });
  expect(variable('--color-primary')).toBe('#ffd400');
  expect(variable('--color-on-primary')).toBe('#111111'); // dark text on yellow
  expect(variable('--color-background')).toBe('#fdf6ec');

  applyTheme({ theme_primary_color: '#12169c' });
  expect(variable('--color-on-primary')).toBe('#ffffff');
});

test('something that is not a colour is ignored', () => {
  applyTheme({ theme_primary_color: 'red; background: url(x)' });
  expect(variable('--color-primary')).toBe('');
});

test('a Google web font is requested by name and falls back to system fonts', () => {
  const { variables, fontStylesheet } = themeFor({
    theme_font_type: 'google_web_font',
    theme_google_web_font: 'Playfair Display',
  });
  expect(fontStylesheet).toBe(
    'https://fonts.googleapis.com/css2?family=Playfair+Display:wght@400;600;700&display=swap',
  );
  expect(variables['--font-family']).toMatch(/^'Playfair Display', system-ui/);
});

test('a custom font uses the studio stylesheet and family', () => {
  const { variables, fontStylesheet } = themeFor({
    theme_font_type: 'custom',
    theme_font_family: 'Brandon Grotesque',
    theme_custom_font_stylesheet_url: 'https://cdn.example/brandon.css',
    theme_google_web_font: 'Open Sans',
  });
  expect(fontStylesheet).toBe('https://cdn.example/brandon.css');
  expect(variables['--font-family']).toMatch(/^'Brandon Grotesque'/);
});

test('the font stylesheet link is placed once in <head>', () => {
  const doc = document.implementation.createHTMLDocument('theme');
  applyTheme(
    {
      theme_font_type: 'custom',
      theme_font_family: 'X',
      theme_custom_font_stylesheet_url: 'https://cdn.example/x.css',
    },
    doc,
  );
  applyTheme(
    {
      theme_font_type: 'custom',
      theme_font_family: 'X',
      theme_custom_font_stylesheet_url: 'https://cdn.example/x.css',
    },
    doc,
  );
  const links = doc.head.querySelectorAll('link#studio-font');
  expect(links).toHaveLength(1);
  expect(links[0]?.getAttribute('href')).toBe('https://cdn.example/x.css');
});

test('readable text colour handles short hex and rgb()', () => {
  expect(readableTextColor('#fff')).toBe('#111111');
  expect(readableTextColor('rgb(0, 0, 0)')).toBe('#ffffff');
  expect(readableTextColor('rebeccapurple')).toBe('#ffffff');
});

test('theme `framed` marks the page for the card layout; anything else is minimalistic', () => {
  applyTheme({ theme: 'framed' });
  expect(document.documentElement.dataset.theme).toBe('framed');
  applyTheme({ theme: 'minimalistic' });
  expect(document.documentElement.dataset.theme).toBe('minimalistic');
  applyTheme({});
  expect(document.documentElement.dataset.theme).toBe('minimalistic');
});
