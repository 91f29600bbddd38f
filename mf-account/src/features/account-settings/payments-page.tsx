import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import type { SavedCard } from '@tajriba/contracts/booking';
import { ParcelSlot } from '@tajriba/federation';
import { isApiError } from '@tajriba/api-client';
import { Badge, Button, Card, EmptyState, ErrorPanel, FormErrorBox, PlusIcon, showToast, Skeleton, Switch } from '@tajriba/design-system';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { useRemoveCard, useSavedCards, useSetCardActive, useSetPrimaryCard } from './api/cards';
import { SettingsSection } from './components/settings-layout';

const Cards = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.spacing[5]};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
`;
/** One card row: 88 px tall (the skeleton rows are the same). */
const Row = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[3]};
  min-block-size: 88px;
  strong {
    display: block;
  }
  span.muted {
    /* one line each: the holder and expiry, then (for a card that is off) what that means */
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing[2]} ${({ theme }) => theme.spacing[4]};
    align-items: center;
  }
  &[data-active='false'] strong {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .status {
    flex-basis: 100%;
  }
`;
const Number = styled.bdi`
  font-variant-numeric: tabular-nums;
  direction: ltr;
  unicode-bidi: isolate;
`;

const lastFour = (c: SavedCard) => c.cardNumber.slice(-4);

function CardRow({ card, onRemove }: { card: SavedCard; onRemove: () => void }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const primary = useSetPrimaryCard();
  const active = useSetCardActive();
  const [errors, setErrors] = useState<string[]>([]);
  const last = lastFour(card);
  return (
    <li>
      <Row $padding="md" data-testid="saved-card" data-active={String(card.isActive)}>
        <div>
          <strong>
            {card.cardId ? `${card.cardId} · ` : ''}
            {intl.formatMessage({ id: 'settings.payments.ending' }, { brand: card.brand, last: <Number key="last">{last}</Number> })}
          </strong>
          <span className="muted">
            {card.holderName} · <Number>{t('settings.payments.expires', { month: String(card.expiryMonth).padStart(2, '0'), year: String(card.expiryYear).slice(-2) })}</Number>
          </span>
          {card.isActive ? null : <span className="muted">{t('settings.payments.inactiveHint')}</span>}
        </div>
        <div className="actions">
          {/* on / off saves at once; the server answers which card is primary now (the list is read again) */}
          <Switch
            label={t('settings.payments.active')}
            aria-label={t('settings.payments.activeNamed', { last })}
            checked={card.isActive}
            disabled={active.isPending}
            onChange={(e) => {
              setErrors([]);
              const isActive = e.target.checked;
              active.mutate(
                { id: card.id, isActive },
                {
                  onSuccess: () => showToast({ kind: 'success', message: t(isActive ? 'settings.payments.turnedOn' : 'settings.payments.turnedOff', { last }) }),
                  onError: (err) => setErrors(isApiError(err) && err.errors.length ? err.errors : [t('settings.payments.actionFailed')]),
                },
              );
            }}
            data-testid="saved-card-active"
          />
          {!card.isActive ? (
            <Badge tone="normal">
              {t('settings.payments.inactive')}
            </Badge>
          ) : card.isPrimary ? (
            <Badge tone="success">
              {t('settings.payments.primary')}
            </Badge>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              loading={primary.isPending}
              aria-label={t('settings.payments.makePrimaryNamed', { last })}
              onClick={() => primary.mutate(card.id, { onError: () => showToast({ kind: 'error', message: t('settings.payments.actionFailed') }) })}
              data-testid="saved-card-make-primary"
            >
              {t('settings.payments.makePrimary')}
            </Button>
          )}
          <Button variant="ghost" size="sm" aria-label={t('settings.payments.removeNamed', { last })} onClick={onRemove} data-testid="saved-card-remove">
            {t('settings.payments.remove')}
          </Button>
        </div>
        {errors.length ? (
          <div className="status">
            <FormErrorBox errors={errors} />
          </div>
        ) : null}
      </Row>
    </li>
  );
}

/**
 * `/profile/account-settings/payments` (§2, §4): the saved cards — set the primary one, delete one,
 * add one through mf-booking's add-payment-method parcel (the card goes to the gateway from there;
 * a card that needs the bank's check comes back to `payments/confirm-card`).
 */
/** What mf-booking's `./add-payment-method` parcel closes with. */
type AddCardResult = { status: 'saved' | 'cancelled' } | { status: 'redirecting'; url: string } | undefined;

export function PaymentsPage() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const cards = useSavedCards();
  const remove = useRemoveCard();
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const [adding, setAdding] = useState(false);
  const firstCard = cards.data?.length === 0;
  // The parcel's input (mf-booking README, "Parcels"): the first card is ticked primary at the start.
  const addCardInput = useMemo(() => ({ isPrimary: firstCard, returnPath: '/profile/account-settings/payments/confirm-card' }), [firstCard]);

  const body = () => {
    if (cards.isPending)
      return (
        <Cards aria-busy="true" data-testid="settings-loading">
          {[0, 1].map((i) => (
            <li key={i}>
              <Skeleton height={88} radius="14px" />
            </li>
          ))}
        </Cards>
      );
    if (cards.isError) return <ErrorPanel onRetry={() => void cards.refetch()} retrying={cards.isFetching} />;
    if (cards.data.length === 0) return <EmptyState title={t('settings.payments.emptyTitle')} description={t('settings.payments.empty')} />;
    return (
      <Cards data-testid="saved-cards">
        {cards.data.map((c) => (
          <CardRow key={c.id} card={c} onRemove={() => setRemoving(c)} />
        ))}
      </Cards>
    );
  };

  return (
    <SettingsSection title={t('settings.payments.title')} intro={t('settings.payments.intro')} testId="payments-page">
      {body()}
      <Button startIcon={<PlusIcon size={18} />} onClick={() => setAdding(true)} disabled={adding} data-testid="saved-card-add">
        {t('settings.payments.add')}
      </Button>
      {adding ? (
        <ParcelSlot<AddCardResult>
          remote="mf-booking"
          module="add-payment-method"
          input={addCardInput}
          onFailed={() => {
            setAdding(false);
            showToast({ kind: 'error', message: t('settings.payments.actionFailed') });
          }}
          onClose={(r) => {
            if (r?.status === 'redirecting') {
              window.location.assign(r.url);
              return;
            }
            setAdding(false);
            if (r?.status === 'saved') {
              showToast({ kind: 'success', message: t('settings.payments.saved') });
              void cards.refetch();
            }
          }}
          data-testid="add-card-parcel"
        />
      ) : null}
      {removing ? (
        <ConfirmDialog
          title={t('settings.payments.removeTitle')}
          cancelLabel={t('settings.payments.cancel')}
          confirmLabel={t('settings.payments.removeConfirm')}
          pending={remove.isPending}
          confirmTestId="saved-card-remove-confirm"
          onClose={() => setRemoving(null)}
          onConfirm={() =>
            remove.mutate(removing.id, {
              onSuccess: () => setRemoving(null),
              onError: () => showToast({ kind: 'error', message: t('settings.payments.actionFailed') }),
            })
          }
        >
          <p>{t('settings.payments.removeBody', { last: lastFour(removing) })}</p>
        </ConfirmDialog>
      ) : null}
    </SettingsSection>
  );
}
export default PaymentsPage;
