import { createContext, useContext, useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { useResolveMessage } from '@tajriba/design-system/core';
import { useDsIntl } from '@tajriba/design-system/core';

export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
  required?: boolean;
}

interface FieldContextValue {
  controlProps: FieldControlProps;
  invalid: boolean;
  labelId: string;
}

const FieldContext = createContext<FieldContextValue | null>(null);

/** Inside a <Field>: the id and aria wiring a custom control should spread onto itself. */
export function useFieldControl(): FieldContextValue | null {
  return useContext(FieldContext);
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[1.5]};
  min-inline-size: 0;
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const Asterisk = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-inline-start: ${({ theme }) => theme.spacing[0.5]};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldError = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.spacing[1]};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
`;

export interface FieldProps {
  label: ReactNode;
  /** Message id or text; shown under the control and linked with aria-describedby. */
  error?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** Use an existing id for the control; otherwise one is generated. */
  id?: string;
  /** Visually hide the label (it is still the accessible name). */
  hideLabel?: boolean;
  /** Content next to the label, e.g. a character counter or a "Forgot password?" link. */
  labelAside?: ReactNode;
  className?: string;
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
}

const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[2]};
`;

const HiddenLabel = styled(FieldLabel)`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
`;

/** Label + required asterisk + control + hint + error under the control. */
export function Field({ label, error, hint, required, id, hideLabel, labelAside, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `f${generated}`;
  const labelId = `${controlId}-label`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const resolve = useResolveMessage();
  const { t } = useDsIntl();
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ') || undefined;
  const controlProps: FieldControlProps = {
    id: controlId,
    'aria-describedby': describedBy,
    'aria-invalid': hasError || undefined,
    'aria-required': required || undefined,
    required,
  };
  const L = hideLabel ? HiddenLabel : FieldLabel;
  return (
    <FieldContext.Provider value={{ controlProps, invalid: hasError, labelId }}>
      <Wrapper className={className}>
        <LabelRow>
          <L htmlFor={controlId} id={labelId}>
            {label}
            {required ? (
              <Asterisk aria-hidden title={t('ds.common.required')}>
                *
              </Asterisk>
            ) : null}
          </L>
          {labelAside}
        </LabelRow>
        {typeof children === 'function' ? children(controlProps) : children}
        {hint ? <Hint id={hintId}>{hint}</Hint> : null}
        {hasError ? <FieldError id={errorId}>{resolve(error)}</FieldError> : null}
      </Wrapper>
    </FieldContext.Provider>
  );
}
