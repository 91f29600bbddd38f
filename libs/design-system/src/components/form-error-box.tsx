import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { AlertIcon } from '@tajriba/design-system/core';
import { useResolveMessage } from '@tajriba/design-system/core';
import { useDsIntl } from '@tajriba/design-system/core';

const Box = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing[3]};
  padding: ${({ theme }) => theme.spacing[3]} ${({ theme }) => theme.spacing[4]};
  border: 1px solid ${({ theme }) => theme.colors.status.danger.border};
  background: ${({ theme }) => theme.colors.status.danger.bg};
  color: ${({ theme }) => theme.colors.status.danger.fg};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const List = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.spacing[4]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[1]};
`;

export interface FormErrorBoxProps {
  /** Server `errors` (message ids or localised text). Nothing renders when empty. */
  errors?: ReadonlyArray<ReactNode> | null;
  title?: ReactNode;
  className?: string;
}

/** The box under a form listing server errors; announced when it appears. */
export function FormErrorBox({ errors, title, className }: FormErrorBoxProps) {
  const resolve = useResolveMessage();
  const { t } = useDsIntl();
  const items = (errors ?? []).filter((e) => e !== null && e !== undefined && e !== '');
  if (items.length === 0) return null;
  return (
    <Box role="alert" className={className}>
      <AlertIcon size={20} />
      <div>
        {items.length === 1 ? (
          <p>{resolve(items[0])}</p>
        ) : (
          <>
            <p>{title ?? t('ds.formErrors.title')}</p>
            <List>
              {items.map((e, i) => (
                <li key={i}>{resolve(e)}</li>
              ))}
            </List>
          </>
        )}
      </div>
    </Box>
  );
}
