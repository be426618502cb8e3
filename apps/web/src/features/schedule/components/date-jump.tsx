/**
 * "Go to date": a plain button until used; the react-aria date picker (da/en/nb) loads on hover,
 * focus or click, so it never weighs on the schedule's first load. Past dates reset to today.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const load = () => import('../../../shared/ui/date-picker.tsx');
const DatePicker = lazy(async () => ({ default: (await load()).DatePicker }));

interface Props {
  today: string;
  onDate: (date: string) => void;
}

export function DateJump({ today, onDate }: Props) {
  const { t, i18n } = useTranslation('schedule');
  const [open, setOpen] = useState(false);
  const trigger = (
    <button
      type="button"
      className="button button-secondary date-jump-trigger"
      onMouseEnter={() => void load()}
      onFocus={() => void load()}
      onClick={() => setOpen(true)}
    >
      {t('go_to_date')}
    </button>
  );
  if (!open) return <div className="date-jump">{trigger}</div>;
  return (
    <div className="date-jump">
      <Suspense fallback={trigger}>
        <DatePicker
          label={t('go_to_date')}
          language={i18n.language}
          minDate={today}
          defaultOpen
          onChange={(date) => {
            onDate(date < today ? today : date);
          }}
        />
      </Suspense>
    </div>
  );
}
