import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { styled, css } from 'styled-components';
import { focusRing } from './focus-ring';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const heights: Record<ButtonSize, string> = { sm: '32px', md: '40px', lg: '48px' };
const paddings: Record<ButtonSize, string> = { sm: '0 12px', md: '0 16px', lg: '0 24px' };
const fontSizes: Record<ButtonSize, 'sm' | 'md'> = { sm: 'sm', md: 'md', lg: 'md' };

/** Button look for elements that are not <button> (router links): `styled(Link)\`${buttonStyles}\``. */
export const buttonStyles = css<{ $variant?: ButtonVariant; $size?: ButtonSize; $fullWidth?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing[2]};
  min-block-size: ${({ $size = 'md' }) => heights[$size]};
  padding: ${({ $size = 'md' }) => paddings[$size]};
  inline-size: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid transparent;
  font-size: ${({ theme, $size = 'md' }) => theme.typography.sizes[fontSizes[$size]]};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast};
  ${focusRing}

  ${({ theme, $variant = 'primary' }) => {
    const c = theme.colors;
    switch ($variant) {
      case 'primary':
        return css`
          background: ${c.primary};
          color: ${c.onPrimary};
          &:hover:not(:disabled) { background: ${c.primaryHover}; color: ${c.onPrimary}; }
          &:active:not(:disabled) { background: ${c.primaryActive}; }
        `;
      case 'secondary':
        return css`
          background: ${c.secondary};
          color: ${c.onSecondary};
          border-color: ${c.border};
          &:hover:not(:disabled) { background: ${c.secondaryHover}; color: ${c.onSecondary}; }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${c.text};
          &:hover:not(:disabled) { background: ${c.surfaceSunken}; color: ${c.text}; }
        `;
      case 'danger':
        return css`
          background: ${c.danger};
          color: ${c.onDanger};
          &:hover:not(:disabled) { background: ${c.dangerHover}; color: ${c.onDanger}; }
        `;
    }
  }}

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean; $loading: boolean }>`
  ${buttonStyles}
  position: relative;
  ${({ $loading }) =>
    $loading &&
    css`
      cursor: progress;
    `}
`;

const Label = styled.span<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: inherit;
  // opacity, not visibility: the label must stay the accessible name while loading
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
`;

const SpinnerSlot = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner, keeps the width and blocks clicks while an action runs. */
  loading?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', fullWidth = false, loading = false, startIcon, endIcon, children, type = 'button', disabled, onClick, ...rest },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      $loading={loading}
      disabled={disabled}
      aria-busy={loading || undefined}
      // aria-disabled keeps a loading button focusable so the keyboard user doesn't lose focus
      aria-disabled={loading || undefined}
      onClick={loading ? (e) => e.preventDefault() : onClick}
      {...rest}
    >
      <Label $hidden={loading}>
        {startIcon}
        {children}
        {endIcon}
      </Label>
      {loading ? (
        <SpinnerSlot>
          <Spinner size={size === 'sm' ? 14 : 18} decorative />
        </SpinnerSlot>
      ) : null}
    </StyledButton>
  );
});

const iconSizes: Record<ButtonSize, string> = { sm: '32px', md: '40px', lg: '48px' };

const StyledIconButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize }>`
  ${buttonStyles}
  padding: 0;
  inline-size: ${({ $size }) => iconSizes[$size]};
  min-block-size: ${({ $size }) => iconSizes[$size]};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** Required: an icon alone has no accessible name. */
  label: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  children: ReactNode;
}

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, variant = 'ghost', size = 'md', type = 'button', children, ...rest },
  ref,
) {
  return (
    <StyledIconButton ref={ref} type={type} aria-label={label} title={label} $variant={variant} $size={size} {...rest}>
      {children}
    </StyledIconButton>
  );
});
