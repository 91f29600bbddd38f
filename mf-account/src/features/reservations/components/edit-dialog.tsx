import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import * as z from 'zod/mini';
import type { EditQuote, Order } from '@tajriba/contracts/booking';
import { Button, DateRangeField, FormErrorBox, Modal, NumberStepper, Select, Skeleton, showToast } from '@tajriba/design-system';
import { useFormatters } from '@tajriba/i18n';
import { useFormErrors } from '../../../shared/api/form-errors';
import { useEditableDays, useEditQuote, useEditReservation, type EditRequest } from '../api/orders';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
`;
const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing[4]};
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Summary = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.spacing[2]};
  margin: 0;
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    text-align: end;
  }
  .strong {
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
`;
const Money = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

/** "2030-05-10" → that calendar day (the picker works in local days). */
const dayOf = (s: string) => {
  const [y, m, d] = s.split('-').map(Number);
  return new Date(y, m - 1, d);
};
const dayString = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const addDays = (s: string, n: number) => {
  const d = dayOf(s);
  d.setDate(d.getDate() + n);
  return dayString(d);
};
/** Today in the platform's time zone (the API's days are Riyadh days). */
const riyadhToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

const formSchema = z.object({
  date: z.string().check(z.minLength(1, 'validation.required')),
  slotId: z.number().check(z.int(), z.minimum(1, 'validation.required')),
  adults: z.number().check(z.int(), z.minimum(1, 'validation.invalidValue'), z.maximum(1000, 'validation.invalidValue')),
  children: z.number().check(z.int(), z.minimum(0, 'validation.invalidValue'), z.maximum(1000, 'validation.invalidValue')),
});
type FormValues = z.infer<typeof formSchema>;
const FIELDS = ['date', 'slotId', 'adults', 'children'] as const;
/** The API's names of the same fields. */
const SERVER_FIELDS = { bookingDate: 'date', bookingTimeSlot: 'slotId', adultsQTY: 'adults', childrenQTY: 'children' } as const;

/**
 * The edit-reservation dialog (spec §2 Dialogs): a new day (only days that take bookings), time slot
 * and guest counts; then what it costs — the difference charged on the saved card or given back —
 * before anything changes. A refusal shows under its field (the form comes back with what was
 * typed) or in the box; nothing is lost.
 */
export function EditDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const fmt = useFormatters();
  const from = useMemo(() => riyadhToday(), []);
  // 93 days is what the API gives in one call
  const days = useEditableDays(order.experience.id, from, addDays(from, 92));
  const quote = useEditQuote(order.id);
  const edit = useEditReservation(order.id);
  const [review, setReview] = useState<EditQuote | null>(null);

  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { date: order.bookingDate, slotId: 0, adults: order.adultsQTY, children: order.childrenQTY },
  });
  const { boxErrors, report, clear } = useFormErrors(form.setError, FIELDS, SERVER_FIELDS);
  const slots = days.data?.timeSlots ?? [];
  // the booking's own slot is chosen at first (the order carries its time, the list its id)
  const currentSlot = slots.find((s) => s.time.slice(0, 5) === order.startTime.slice(0, 5));
  useEffect(() => {
    if (currentSlot && form.getValues('slotId') === 0) form.setValue('slotId', currentSlot.id);
  }, [currentSlot, form]);
  const open = useMemo(() => new Set([...(days.data?.seats ?? []).map((s) => s.date), order.bookingDate]), [days.data, order.bookingDate]);

  const body = (v: FormValues): EditRequest => ({ bookingDate: v.date, bookingTimeSlot: v.slotId, adultsQTY: v.adults, childrenQTY: v.children });
  const failed = (err: unknown) => {
    // a refusal about a field sends the guest back to the form, where it shows under that field
    setReview(null);
    report(err);
  };

  const check = form.handleSubmit(async (v) => {
    clear();
    try {
      setReview(await quote.mutateAsync(body(v)));
    } catch (err) {
      failed(err);
    }
  });
  const confirm = async () => {
    clear();
    try {
      const r = await edit.mutateAsync(body(form.getValues()));
      showToast({
        kind: 'success',
        message:
          r.charged > 0
            ? t('reservations.edit.doneCharged', { amount: fmt.sar(r.charged) })
            : r.refunded > 0
              ? t('reservations.edit.doneRefunded', { amount: fmt.sar(r.refunded) })
              : t('reservations.edit.done'),
      });
      onClose();
    } catch (err) {
      failed(err);
    }
  };

  const needsCard = review !== null && review.difference > 0 && review.card === null;

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!edit.isPending}
      title={t('reservations.edit.title')}
      size="md"
      footer={
        review ? (
          <>
            <Button variant="secondary" onClick={() => setReview(null)} disabled={edit.isPending} data-testid="reservation-edit-back">
              {t('reservations.edit.back')}
            </Button>
            <Button onClick={() => void confirm()} loading={edit.isPending} disabled={needsCard} data-testid="reservation-edit-confirm">
              {review.difference > 0 ? t('reservations.edit.confirmPay', { amount: fmt.sar(review.difference) }) : t('reservations.edit.confirm')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('reservations.edit.keep')}
            </Button>
            <Button type="submit" form="reservation-edit-form" loading={quote.isPending} disabled={!days.data} data-testid="reservation-edit-review">
              {t('reservations.edit.review')}
            </Button>
          </>
        )
      }
    >
      {review ? (
        <Grid data-testid="reservation-edit-summary">
          <Summary>
            <dt>{t('reservations.when')}</dt>
            <dd>
              {fmt.weekdayDate(dayOf(review.bookingDate))} · {fmt.clockTime(review.timeSlot.time)}
            </dd>
            <dt>{t('reservations.guestsTitle')}</dt>
            <dd>{t('reservations.guests', { adults: review.adultsQTY, children: review.childrenQTY })}</dd>
            <dt>{t('reservations.edit.currentTotal')}</dt>
            <dd>{fmt.sar(review.currentTotal)}</dd>
            <dt className="strong">{t('reservations.edit.newTotal')}</dt>
            <dd className="strong" data-testid="reservation-edit-total">
              {fmt.sar(review.totalAmount)}
            </dd>
          </Summary>
          <Money data-testid="reservation-edit-difference">
            {review.difference > 0
              ? review.card
                ? t('reservations.edit.charge', { amount: fmt.sar(review.difference), card: review.card.lastFour })
                : t('reservations.edit.chargeNoCard', { amount: fmt.sar(review.difference) })
              : review.difference < 0
                ? t('reservations.edit.refund', { amount: fmt.sar(-review.difference) })
                : t('reservations.edit.samePrice')}
          </Money>
          {needsCard ? <Link to="/profile/account-settings/payments">{t('reservations.edit.addCard')}</Link> : null}
          <Muted>{t('reservations.vat', { amount: fmt.sar(review.taxValue) })}</Muted>
          <FormErrorBox errors={boxErrors} />
        </Grid>
      ) : (
        <form id="reservation-edit-form" onSubmit={check} noValidate>
          <Grid>
            <Muted>{t('reservations.edit.intro', { date: fmt.dateTime(order.edit?.until ?? order.startsAt) })}</Muted>
            {days.isError ? (
              <FormErrorBox errors={[t('reservations.edit.daysFailed')]} />
            ) : !days.data ? (
              <Skeleton height={150} radius="10px" />
            ) : (
              <>
                <Controller
                  control={form.control}
                  name="date"
                  render={({ field, fieldState }) => (
                    <DateRangeField
                      mode="single"
                      label={t('reservations.edit.date')}
                      value={field.value ? dayOf(field.value) : null}
                      onChange={(d) => field.onChange(d ? dayString(d) : '')}
                      minDate={dayOf(days.data.today)}
                      maxDate={dayOf(days.data.lastBookableDate)}
                      isDateDisabled={(d) => !open.has(dayString(d))}
                      error={fieldState.error?.message}
                      required
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="slotId"
                  render={({ field, fieldState }) => (
                    <Select
                      label={t('reservations.edit.time')}
                      options={slots.map((s) => ({ value: s.id, label: s.customName ? `${fmt.clockTime(s.time)} · ${s.customName}` : fmt.clockTime(s.time) }))}
                      value={field.value || null}
                      onChange={(v) => field.onChange(v ?? 0)}
                      placeholder={t('reservations.edit.timePlaceholder')}
                      error={fieldState.error?.message}
                      required
                      data-testid="reservation-edit-slot"
                    />
                  )}
                />
                <Pair>
                  <Controller
                    control={form.control}
                    name="adults"
                    render={({ field, fieldState }) => (
                      <NumberStepper label={t('reservations.edit.adults')} value={field.value} onChange={(v) => field.onChange(v ?? 1)} min={1} max={1000} error={fieldState.error?.message} />
                    )}
                  />
                  <Controller
                    control={form.control}
                    name="children"
                    render={({ field, fieldState }) => (
                      <NumberStepper label={t('reservations.edit.children')} value={field.value} onChange={(v) => field.onChange(v ?? 0)} min={0} max={1000} error={fieldState.error?.message} />
                    )}
                  />
                </Pair>
                {order.isPrivateReservation ? <Muted>{t('reservations.edit.privateNote')}</Muted> : null}
                <Muted>{t('reservations.edit.keeps')}</Muted>
              </>
            )}
            <FormErrorBox errors={boxErrors} />
          </Grid>
        </form>
      )}
    </Modal>
  );
}
