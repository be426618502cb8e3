import { describe, expect, it } from 'vitest';
import { applyFocusRing, contrastRatio, focusRingColor } from './focus-ring.ts';

describe('focus ring colour', () => {
  it('keeps a dark primary on a light background', () => {
    expect(focusRingColor('#12169c', '#f7f7f7')).toBe('#12169c');
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('rgb(255, 255, 255)', '#fff')).toBe(1);
    expect(contrastRatio('hsl(0 0% 0%)', '#fff')).toBeNull();
  });

  it('keeps a light primary on a dark background', () => {
    expect(focusRingColor('#ffd166', '#1b1b1f')).toBe('#ffd166');
  });

  it('falls back to black or white when the primary is too close to the background', () => {
    const light = focusRingColor('#f0c0c0', '#ffffff');
    const dark = focusRingColor('#333344', '#222222');
    expect(light).toBe('#000000');
    expect(dark).toBe('#ffffff');
    expect(contrastRatio(light, '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(dark, '#222222')).toBeGreaterThanOrEqual(3);
  });

  it('is set as a CSS variable from the theme colours', () => {
    const root = document.documentElement;
    root.style.setProperty('--color-primary', '#fafafa');
    root.style.setProperty('--color-background', '#ffffff');
    applyFocusRing();
    expect(root.style.getPropertyValue('--color-focus-ring')).toBe('#000000');
  });
});
