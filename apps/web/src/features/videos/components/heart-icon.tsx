/** A heart, filled for a favourite. Decorative: its button carries the words. */
export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5 4.3 13a4.9 4.9 0 0 1 7-7L12 6.7l.7-.7a4.9 4.9 0 0 1 7 7Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
