import { forwardRef, useState } from 'react';
import { IconButton } from '@tajriba/design-system/core';
import { TextField, type TextFieldProps } from './text-field';
import { EyeIcon } from '../icons/eye';
import { EyeOffIcon } from '../icons/eye-off';
import { useDsIntl } from '@tajriba/design-system/core';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>;

/** A password input with a show/hide toggle (aria-pressed tells its state). */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(props, ref) {
  const [visible, setVisible] = useState(false);
  const { t } = useDsIntl();
  return (
    <TextField
      ref={ref}
      autoComplete="current-password"
      spellCheck={false}
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <IconButton
          size="sm"
          label={visible ? t('ds.password.hide') : t('ds.password.show')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </IconButton>
      }
    />
  );
});
