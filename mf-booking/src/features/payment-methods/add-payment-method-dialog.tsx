import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { Button, Checkbox, FormErrorBox, Modal, TextField, useResolveMessage } from '@tajriba/design-system';
import { ApiError } from '@tajriba/api-client';
import { CardForm, emptyCard, type CardFormValue } from '../../shared/card-form/card-form';
import { validateCard, type CardErrors, type CardInput } from '../../shared/card-form/card-rules';
import { addCard, getPaymentsConfig } from './api';
import { confirmCardUrl, createCardToken } from './lib/create-token';
import { useApiContext } from '../../shared/api/use-api-context';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
`;

/** What the dialog tells whoever opened it. */
export type AddPaymentMethodResult =
  /** saved without a 3-D Secure step */
  | { status: 'saved' }
  /** the browser is going to the card issuer's check; it comes back to the confirm-card page */
  | { status: 'redirecting'; url: string }
  | { status: 'cancelled' };

export interface AddPaymentMethodDialogProps {
  onClose: (result: AddPaymentMethodResult) => void;
  /** the confirm-card page the gateway returns to (default: the account's payments settings) */
  returnPath?: string;
  /** start with "make it my primary card" ticked */
  isPrimary?: boolean;
  /** the browser navigation (tests replace it) */
  navigate?: (url: string) => void;
}

export const DEFAULT_RETURN_PATH = '/profile/account-settings/payments/confirm-card';

/**
 * Add payment method (spec §2 dialogs, §4 Add card, §5 Card): the card goes to the gateway, our API
 * gets the token (AddCard). While the issuer verifies the card the browser goes to the gateway's page
 * ("a string address as data": navigate there), and comes back to the confirm-card page.
 */
export default function AddPaymentMethodDialog({ onClose, returnPath = DEFAULT_RETURN_PATH, isPrimary: primaryAtStart = false, navigate = (u) => window.location.assign(u) }: AddPaymentMethodDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const resolve = useResolveMessage();
  const { api } = useApiContext();
  const [card, setCard] = useState<CardFormValue>(emptyCard);
  const [name, setName] = useState('');
  const [primary, setPrimary] = useState(primaryAtStart);
  const [errors, setErrors] = useState<CardErrors>({});
  const [gatewayErrors, setGatewayErrors] = useState<Partial<Record<keyof CardInput, string>>>({});
  const [nameError, setNameError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const local = validateCard(card);
    const label = name.trim();
    const badName = label && (label.length < 2 || label.length > 10) ? 'booking.cards.nameLength' : undefined;
    setErrors(local);
    setNameError(badName);
    setGatewayErrors({});
    setFormError(null);
    if (Object.keys(local).length || badName) return;
    setBusy(true);
    try {
      const config = await getPaymentsConfig(api);
      const token = await createCardToken(config, card, confirmCardUrl(window.location.origin, returnPath, label, primary));
      if (token.kind === 'unreachable') return setFormError(t('booking.cards.gatewayDown'));
      if (token.kind === 'invalid') {
        setGatewayErrors(token.fields);
        if (!Object.keys(token.fields).length) setFormError(token.message ?? t('booking.cards.refused'));
        return;
      }
      if (token.status === 'failed') return setFormError(t('booking.cards.refused'));
      const verifyAt = await addCard(api, { token: token.id, cardId: label || null, isPrimary: primary });
      if (verifyAt) {
        onClose({ status: 'redirecting', url: verifyAt });
        navigate(verifyAt);
        return;
      }
      onClose({ status: 'saved' });
    } catch (err) {
      if (err instanceof ApiError) {
        const fe = err.fieldsErrors ?? {};
        if (fe.cardId?.[0]) setNameError(fe.cardId[0]);
        setFormError(err.errors?.[0] ?? t('booking.cards.failed'));
      } else setFormError(t('booking.cards.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onClose={() => (busy ? undefined : onClose({ status: 'cancelled' }))}
      title={t('booking.cards.addTitle')}
      description={t('booking.cards.addHint')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onClose({ status: 'cancelled' })} disabled={busy}>
            {t('booking.cards.cancel')}
          </Button>
          <Button type="submit" form="add-payment-method" loading={busy} data-testid="add-card-submit">
            {t('booking.cards.save')}
          </Button>
        </>
      }
    >
      <Form id="add-payment-method" noValidate onSubmit={(e) => void submit(e)} data-testid="add-payment-method">
        <CardForm value={card} onChange={setCard} errors={errors} serverErrors={gatewayErrors} offerSave={false} disabled={busy} idPrefix="new-card" />
        <TextField
          id="new-card-name"
          label={t('booking.cards.name')}
          hint={t('booking.cards.nameHint')}
          maxLength={10}
          value={name}
          error={nameError ? resolve(nameError) : undefined}
          disabled={busy}
          onChange={(e) => setName(e.target.value)}
        />
        <Checkbox label={t('booking.cards.primary')} checked={primary} disabled={busy} onChange={(e) => setPrimary(e.target.checked)} />
        <FormErrorBox errors={formError ? [formError] : []} />
      </Form>
    </Modal>
  );
}
