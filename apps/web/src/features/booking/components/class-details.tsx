/**
 * What the class dialog tells about a class: image, description, time, teachers (with their
 * portraits when the studio has them, issue 26 item 9), place, seats (in the page's language,
 * use-seat-texts.ts).
 */
import { useTranslation } from 'react-i18next';
import type { Class } from '@studio/contract/classes';
import { imageUrl } from '../../../shared/api/config.ts';
import { formatClassDaySpan, teacherNames } from '../../../entities/class/lib/format-class-time.ts';
import { useSeatTexts } from '../lib/use-seat-texts.ts';
import { ClassStatus } from './class-status.tsx';

export function ClassDetails({ cls, showRoom }: { cls: Class; showRoom: boolean }) {
  const { t, i18n } = useTranslation('booking');
  const image = cls.class_type?.image;
  const teachers = teacherNames(cls.teachers);
  const place = [cls.room?.name, cls.room?.branch?.name].filter(Boolean).join(', ');
  const seats = useSeatTexts(cls);
  return (
    <div className="class-details">
      {image && (
        <img
          className="class-details-image"
          src={imageUrl(image.filename, 900, 600)}
          alt=""
          width={900}
          height={600}
        />
      )}
      {cls.subtitle && <p className="class-details-subtitle">{cls.subtitle}</p>}
      <dl className="class-details-facts">
        <dt>{t('when')}</dt>
        <dd>{formatClassDaySpan(cls.date, cls.start_time, cls.end_time, i18n.language)}</dd>
        {teachers && (
          <>
            <dt>{t('teacher', { count: cls.teachers?.length ?? 1 })}</dt>
            <dd className="class-details-teachers">
              {cls.teachers?.map((teacher) =>
                teacher.image ? (
                  <img
                    key={teacher.id}
                    className="teacher-portrait"
                    src={imageUrl(teacher.image.filename, 96, 96)}
                    alt=""
                    width={48}
                    height={48}
                  />
                ) : null,
              )}
              <span>{teachers}</span>
            </dd>
          </>
        )}
        {showRoom && place && (
          <>
            <dt>{t('where')}</dt>
            <dd>{place}</dd>
          </>
        )}
        {seats.capacity && (
          <>
            <dt>{t('seats_label')}</dt>
            <dd>{seats.capacity}</dd>
          </>
        )}
      </dl>
      <ClassStatus cls={cls} waitingListText={seats.waitingList} />
      {cls.class_type?.description && (
        <p className="class-details-description">{cls.class_type.description}</p>
      )}
    </div>
  );
}
