/**
 * A video's teachers (seed 001 §2): picture 80×80 (cropped by the image service) and name; a
 * teacher with a description has a button that shows or hides it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Video } from '@studio/contract/videos';
import { imageUrl } from '../../../shared/api/config.ts';

type Teacher = NonNullable<Video['teachers']>[number];

const filenameOf = (image: unknown): string | undefined =>
  image && typeof image === 'object' && 'filename' in image && typeof image.filename === 'string'
    ? image.filename
    : undefined;

function TeacherItem({ teacher }: { teacher: Teacher }) {
  const { t } = useTranslation('videos');
  const [open, setOpen] = useState(false);
  const name = `${teacher.first_name} ${teacher.last_name}`.trim();
  const picture = filenameOf(teacher.image);
  const description = teacher.teacher_description?.trim();
  return (
    <li className="video-teacher">
      {picture ? (
        <img src={imageUrl(picture, 80, 80)} alt="" width={80} height={80} loading="lazy" />
      ) : (
        <span className="video-teacher-initials" aria-hidden="true">
          {name.slice(0, 1)}
        </span>
      )}
      <div>
        {description ? (
          <button
            type="button"
            className="video-teacher-name"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {name}
            <span className="visually-hidden"> {t('about_teacher')}</span>
          </button>
        ) : (
          <span className="video-teacher-name">{name}</span>
        )}
        {open && <p className="video-teacher-description">{description}</p>}
      </div>
    </li>
  );
}

export function VideoTeachers({ teachers }: { teachers: Teacher[] }) {
  const { t } = useTranslation('videos');
  if (!teachers.length) return null;
  return (
    <section className="video-modal-section">
      <h3>{t('teachers')}</h3>
      <ul className="video-teachers">
        {teachers.map((teacher) => (
          <TeacherItem key={teacher.id} teacher={teacher} />
        ))}
      </ul>
    </section>
  );
}
