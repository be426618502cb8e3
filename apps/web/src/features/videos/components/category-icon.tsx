/**
 * A main category's icon (seed 001 §2: Yoga and Talk have their own): the `icon` our server sends
 * (CONTRACT §13, design), else one chosen by the category's name; a plain play symbol otherwise.
 * Decorative: the button beside it says the name.
 */
const paths: Record<string, string> = {
  // A figure in tree pose.
  yoga: 'M12 3.2a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM6 9.5l6 1.2 6-1.2.5 1.6-5 1.4v3.2l2.7 4.6-1.5.9L12 17l-2.7 4.2-1.5-.9 2.7-4.6v-3.2l-5-1.4Z',
  // Two speech bubbles.
  talk: 'M3 4h12a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H8l-4 3v-3H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm15 4h3a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1h-1v3l-4-3h-5a1 1 0 0 1-1-1v-1h6a2 2 0 0 0 2-2Z',
  play: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm-2 6v8l6-4Z',
};

/** The icon name for a category: its `icon`, or `yoga`/`talk` by name. */
export function iconName(category: { name: string; icon?: string | null }): string {
  const known = (value: string | null | undefined) => {
    const lower = value?.trim().toLowerCase() ?? '';
    return lower in paths ? lower : undefined;
  };
  return known(category.icon) ?? known(category.name) ?? 'play';
}

export function CategoryIcon({ name }: { name: string }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={paths[name] ?? paths.play} />
    </svg>
  );
}
