/**
 * Cropping a new profile picture (seed 000 §5, §9): a square crop of the picked picture with
 * react-easy-crop, a zoom slider, and "Use picture", which draws the crop at 400×400, uploads it
 * (POST /images/400/400) and saves its id on the profile. Loaded when a picture is picked.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog, DialogActions } from '../../../shared/ui/dialog.tsx';
import { RefusalMessage } from '../../../shared/ui/refusal-message.tsx';
import type { PickedPicture, PixelArea } from '../lib/picture.ts';

export interface CropDialogProps {
  picture: PickedPicture;
  /** Uploads and saves the crop; the dialog shows its pending state and error. */
  onCrop: (area: PixelArea) => void;
  onCancel: () => void;
  isPending: boolean;
  error: unknown;
}

/** The dialog; open while it is rendered. */
export default function CropDialog({
  picture,
  onCrop,
  onCancel,
  isPending,
  error,
}: CropDialogProps) {
  const { t } = useTranslation('profile-edit');
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);

  return (
    <Dialog
      title={t('crop_title')}
      isOpen
      isDismissable={!isPending}
      onOpenChange={(open) => !open && onCancel()}
    >
      <p className="profile-edit-hint">{t('crop_hint')}</p>
      <div className="crop-area">
        <Cropper
          image={picture.url}
          crop={crop}
          zoom={zoom}
          aspect={1}
          cropShape="round"
          showGrid={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_area, pixels) => setArea(pixels)}
        />
      </div>
      <label className="crop-zoom">
        <span className="field-label">{t('zoom')}</span>
        <input
          type="range"
          min={1}
          max={3}
          step={0.05}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
        />
      </label>
      {error ? <RefusalMessage error={error} /> : null}
      <DialogActions>
        <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
          {t('cancel')}
        </Button>
        <Button onPress={() => area && onCrop(area)} isPending={isPending} isDisabled={!area}>
          {t('use_picture')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
