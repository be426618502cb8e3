/**
 * The profile picture (seed 000 §2 profile edit, §5 minimum dimensions, §9 images): the current
 * picture at 80×80 (crop) through the image host, and a picker. A picture under 400×400 px is
 * refused with the required size and nothing is uploaded; a large enough one opens the crop dialog.
 */
import { lazy, Suspense, useState, type ChangeEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { User } from '@studio/contract/users';
import { api } from '../../../shared/api/client.ts';
import { imageUrl } from '../../../shared/api/config.ts';
import { User as UserSchema } from '@studio/contract/users';
import { refreshUser } from '../api/update-profile.ts';
import { uploadImage } from '../api/upload-image.ts';
import {
  cropToSquare,
  isLargeEnough,
  PROFILE_PICTURE_SIZE,
  readPicture,
  type PickedPicture,
  type PixelArea,
} from '../lib/picture.ts';

const CropDialog = lazy(() => import('./crop-dialog.tsx'));

const SHOWN_SIZE = 80;

interface Props {
  user: User;
  /** Told once the new picture is saved on the profile. */
  onSaved: () => void;
}

/** The picture, its picker, and the crop dialog while a picture is being cropped. */
export function ProfilePicture({ user, onSaved }: Props) {
  const { t } = useTranslation('profile-edit');
  const [picked, setPicked] = useState<PickedPicture | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const filename = typeof user.image === 'object' && user.image ? user.image.filename : null;

  const close = () => {
    if (picked) URL.revokeObjectURL(picked.url);
    setPicked(null);
  };
  const save = useMutation({
    mutationFn: async ({ url, area }: { url: string; area: PixelArea }) => {
      const square = await cropToSquare(url, area);
      const image = await uploadImage(square, PROFILE_PICTURE_SIZE, PROFILE_PICTURE_SIZE);
      await api.put(`/users/${user.id}`, UserSchema, { body: { image: image.id } });
      await refreshUser(user.id);
    },
    onSuccess: () => {
      close();
      onSaved();
    },
  });

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // picking the same file again still tells us
    if (!file) return;
    setProblem(null);
    save.reset();
    try {
      const picture = await readPicture(file);
      if (isLargeEnough(picture)) return setPicked(picture);
      URL.revokeObjectURL(picture.url);
      setProblem(
        t('picture_too_small', {
          min: PROFILE_PICTURE_SIZE,
          width: picture.width,
          height: picture.height,
        }),
      );
    } catch {
      setProblem(t('picture_unreadable'));
    }
  };

  return (
    <div className="profile-picture">
      {filename ? (
        <img
          className="profile-picture-image"
          src={imageUrl(filename, SHOWN_SIZE, SHOWN_SIZE)}
          width={SHOWN_SIZE}
          height={SHOWN_SIZE}
          alt={t('current_picture')}
        />
      ) : (
        <span className="profile-picture-image profile-picture-empty" aria-hidden="true">
          {`${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase()}
        </span>
      )}
      <div className="profile-picture-actions">
        <label className="button button-secondary profile-picture-pick">
          {filename ? t('change_picture') : t('choose_picture')}
          <input
            type="file"
            accept="image/*"
            className="visually-hidden"
            aria-describedby={problem ? 'profile-picture-problem' : undefined}
            onChange={(event) => void pick(event)}
          />
        </label>
        <span className="field-description">
          {t('picture_rule', { min: PROFILE_PICTURE_SIZE })}
        </span>
        {problem && (
          <span id="profile-picture-problem" role="alert" className="field-error">
            {problem}
          </span>
        )}
      </div>
      {picked && (
        <Suspense fallback={null}>
          <CropDialog
            picture={picked}
            onCancel={close}
            isPending={save.isPending}
            error={save.error}
            onCrop={(area) => save.mutate({ url: picked.url, area })}
          />
        </Suspense>
      )}
    </div>
  );
}
