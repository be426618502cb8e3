/**
 * The library's search field: what is typed is applied 400 ms after the last key, so the list is
 * not asked for on every letter. A search applied from outside (a tag in the modal) fills it.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../shared/ui/field.css';

/** Wait after the last key before searching (ms). */
export const SEARCH_DEBOUNCE_MS = 400;

export function SearchBox({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (text: string) => void;
}) {
  const { t } = useTranslation('videos');
  const id = useId();
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  // A new search from outside replaces what is in the field.
  if (value !== applied) {
    setApplied(value);
    setText(value);
  }
  useEffect(() => {
    if (text === applied) return;
    const timer = setTimeout(() => {
      setApplied(text);
      onSearch(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, applied, onSearch]);
  return (
    <div className="field video-search">
      <label htmlFor={id} className="visually-hidden">
        {t('search')}
      </label>
      <input
        id={id}
        type="search"
        className="field-input"
        placeholder={t('search_placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
