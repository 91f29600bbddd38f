import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { Button, Spinner } from '@tajriba/design-system';
import { ApiError } from '@tajriba/api-client';
import { addCard } from './api';
import { useApiContext } from '../../shared/api/use-api-context';

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
  justify-items: start;
  min-block-size: 160px;
  align-content: start;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  p {
    margin: 0;
  }
  .ok {
    color: ${({ theme }) => theme.colors.success};
  }
  .failed {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

export type ConfirmCardResult = { status: 'saved' } | { status: 'failed' } | { status: 'pending'; url: string };

export interface ConfirmCardProps {
  /** the page's query string as the gateway returned it: `?id=<token>&status=&message=&cardId=&isPrimary=` */
  search: string;
  /** "back": the caller decides where (the account's payments list, or home) */
  onDone: (result: ConfirmCardResult) => void;
}

type State = { kind: 'working' } | { kind: 'saved' } | { kind: 'failed'; message: string | null } | { kind: 'pending'; url: string };

/**
 * The return from the issuer's card check (spec: payments/confirm-card): the gateway's answer in the
 * query proves nothing, so AddCard is called again with the token and the API asks the gateway. A
 * refused check says why; the success screen has a way back (spec §4 Add card).
 */
export default function ConfirmCard({ search, onDone }: ConfirmCardProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { api } = useApiContext();
  const q = new URLSearchParams(search);
  const token = q.get('id') ?? '';
  const cardId = q.get('cardId');
  const isPrimary = q.get('isPrimary') === 'true';
  const tokenValid = /^[A-Za-z0-9_-]{6,100}$/.test(token);
  // a return without a token has nothing to confirm
  const [state, setState] = useState<State>(tokenValid ? { kind: 'working' } : { kind: 'failed', message: null });
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !tokenValid) return;
    started.current = true;
    addCard(api, { token, cardId: cardId && cardId.length >= 2 && cardId.length <= 10 ? cardId : null, isPrimary })
      .then((url) => setState(url ? { kind: 'pending', url } : { kind: 'saved' }))
      .catch((err: unknown) => setState({ kind: 'failed', message: err instanceof ApiError ? (err.errors[0] ?? null) : null }));
  }, [api, token, tokenValid, cardId, isPrimary]);

  if (state.kind === 'working') {
    return (
      <Box aria-busy="true" data-testid="confirm-card">
        <h2>{t('booking.cards.confirming')}</h2>
        <Spinner />
      </Box>
    );
  }
  if (state.kind === 'saved') {
    return (
      <Box data-testid="confirm-card">
        <h2 className="ok" data-testid="confirm-card-saved">
          {t('booking.cards.saved')}
        </h2>
        <p>{t('booking.cards.savedHint')}</p>
        <Button onClick={() => onDone({ status: 'saved' })}>{t('booking.cards.back')}</Button>
      </Box>
    );
  }
  if (state.kind === 'pending') {
    return (
      <Box data-testid="confirm-card">
        <h2>{t('booking.cards.notVerified')}</h2>
        <Button onClick={() => onDone({ status: 'pending', url: state.url })}>{t('booking.cards.continueCheck')}</Button>
      </Box>
    );
  }
  return (
    <Box data-testid="confirm-card">
      <h2 className="failed" data-testid="confirm-card-failed">
        {t('booking.cards.verificationFailed')}
      </h2>
      {state.message ? <p>{state.message}</p> : null}
      <Button onClick={() => onDone({ status: 'failed' })}>{t('booking.cards.back')}</Button>
    </Box>
  );
}
