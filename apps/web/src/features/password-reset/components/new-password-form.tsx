/**
 * The new password, typed twice (seed 000 §2 set-new-password page, §5: required, strong, the
 * same twice). Refusals (`E_PASSWORD_TOO_WEAK`, `E_INVALID_TOKEN`, `E_TOKEN_EXPIRED`) show above the
 * button; a link that stopped working offers a new one. Success opens an alert whose close goes
 * to Login.
 */
import { useState } from 'react';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { Link, useNavigate } from 'react-router';
import { SetNewPasswordForm } from '@studio/contract/account';
import { isRefusal } from '../../../shared/api/errors.ts';
import { Button } from '../../../shared/ui/button.tsx';
import {
  LazyDialog as Dialog,
  LazyDialogActions as DialogActions,
} from '../../../shared/ui/lazy-dialog.tsx';
import { RefusalMessage } from '../../../shared/ui/refusal-message.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useSetNewPassword } from '../api/password-reset.ts';

type Name = keyof SetNewPasswordForm;

/** The form for `email`'s link `token`. */
export function NewPasswordForm({ email, token }: { email: string; token: string }) {
  const { t } = useTranslation(['password-reset', 'validation']);
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const form = useForm<SetNewPasswordForm>({
    resolver: standardSchemaResolver(SetNewPasswordForm),
    defaultValues: { password: '', password_confirmation: '' },
  });
  const save = useSetNewPassword(() => setDone(true));
  const linkGone = isRefusal(save.error, 'E_INVALID_TOKEN', 'E_TOKEN_EXPIRED', 'E_EMAIL_NOT_FOUND');

  const field = (name: Name, label: string, description?: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: input, fieldState }) => {
        const key = fieldState.error?.message;
        return (
          <TextField
            {...input}
            inputRef={input.ref}
            type="password"
            autoComplete="new-password"
            label={label}
            isRequired
            description={description}
            errorMessage={key ? t(key) : undefined}
          />
        );
      }}
    />
  );

  return (
    <Form
      className="reset-form"
      validationBehavior="aria"
      onSubmit={(event) =>
        void form.handleSubmit(({ password }) => save.mutate({ email, token, password }))(event)
      }
    >
      <p className="reset-intro">{t('set_intro')}</p>
      <div className="reset-email">
        <span className="field-label">{t('email')}</span>
        <span>{email}</span>
      </div>
      {field('password', t('new_password'), t('password_rule'))}
      {field('password_confirmation', t('repeat_password'))}
      <RefusalMessage error={save.error} />
      {linkGone && (
        <Link to={`/reset-password?email=${encodeURIComponent(email)}`} className="reset-inline">
          {t('ask_new_link')}
        </Link>
      )}
      <Button type="submit" isPending={save.isPending} className="reset-submit">
        {t('save_password')}
      </Button>
      <Dialog
        role="alertdialog"
        title={t('changed_title')}
        isOpen={done}
        onOpenChange={(open) => !open && void navigate('/login', { replace: true })}
      >
        <p>{t('changed_text')}</p>
        <DialogActions>
          <Button onPress={() => void navigate('/login', { replace: true })}>
            {t('go_to_login')}
          </Button>
        </DialogActions>
      </Dialog>
    </Form>
  );
}
