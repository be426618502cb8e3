/**
 * Said when a customer plays a video they may not watch (seed 001 §5, §8 alerts: "No access" /
 * "You do not have access to watch this video"): Cancel, or See prices (the Prices page).
 */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog, DialogActions } from '../../../shared/ui/dialog.tsx';

export function NoAccessDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('videos');
  const navigate = useNavigate();
  return (
    <Dialog
      role="alertdialog"
      title={t('no_access')}
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
    >
      <p>{t('no_access_message')}</p>
      <DialogActions>
        <Button variant="secondary" onPress={onClose}>
          {t('common:cancel')}
        </Button>
        <Button onPress={() => void navigate('/prices')}>{t('see_prices')}</Button>
      </DialogActions>
    </Dialog>
  );
}
