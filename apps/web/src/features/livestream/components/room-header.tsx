/**
 * The room's heading: the class type's name, then the class's date and time as the rest of the app
 * writes them ("November 23, 2026, 07:00–08:15"; Copenhagen wall values, shown as given).
 */
import { useTranslation } from 'react-i18next';
import type { LivestreamRoom } from '@studio/contract/livestream-room';
import { formatClassSpan } from '../../../entities/class/lib/format-class-time.ts';

export function RoomHeader({ room }: { room: LivestreamRoom }) {
  const { i18n } = useTranslation();
  return (
    <header className="livestream-header">
      <h1 className="page-title">{room.class_type_name}</h1>
      <p className="livestream-when">
        {formatClassSpan(room.date, room.start_time, room.end_time, i18n.language)}
      </p>
    </header>
  );
}
