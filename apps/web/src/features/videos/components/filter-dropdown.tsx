/**
 * One filter as a dropdown (seed 001 §2): a button that opens a list of its values as checkboxes.
 * Closes on Escape (focus back on the button), a press outside it, and after the page scrolls more
 * than 200 px past where it opened (seed 001 §9).
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { ShownFilter } from '../lib/library-selection.ts';
import { ValueCheckboxes } from './value-checkboxes.tsx';

/** Scroll distance after which an open dropdown closes (seed 001 §9). */
const CLOSE_AFTER_SCROLL_PX = 200;

interface Props {
  filter: ShownFilter;
  selected: readonly number[];
  onToggle: (id: number) => void;
}

export function FilterDropdown({ filter, selected, onToggle }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const count = filter.values.filter((value) => selected.includes(value.id)).length;

  useEffect(() => {
    if (!open) return;
    const openedAt = window.scrollY;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onScroll = () => {
      if (Math.abs(window.scrollY - openedAt) > CLOSE_AFTER_SCROLL_PX) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', onScroll);
    };
  }, [open]);

  return (
    <div ref={root} className="video-filter">
      <button
        ref={button}
        type="button"
        className="video-filter-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {filter.name}
        {count > 0 && <span className="video-filter-count"> ({count})</span>}
        <span aria-hidden="true" className="video-filter-caret" />
      </button>
      <div id={panelId} className="video-filter-panel" hidden={!open}>
        <ValueCheckboxes filter={filter} selected={selected} onToggle={onToggle} />
      </div>
    </div>
  );
}
