import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { Button, EmptyState, ErrorPanel, FormErrorBox, NumberStepper, RadioGroup, Select, Skeleton, Switch, TextArea, TextField, lazyPage, media } from '@tajriba/design-system';
import { isApiError } from '@tajriba/api-client';
import { useFormatters } from '@tajriba/i18n';
import { useSession } from '@tajriba/session';
import { useRemote } from '@tajriba/federation';
import { api, useExperience, useSavedCards } from '../../shared/api/booking-api';
import { useApiContext } from '../../shared/api/use-api-context';
import { cardFormCatalogue } from '../../shared/card-form/i18n/catalogue';
import { emptyCard, type CardErrors, type CardFormValue, type CardInput } from '../../shared/card-form/card-value';
import { SummaryCard } from '../../shared/summary-card/summary-card';
import { CouponApplied } from './components/coupon-applied';
import { bookingOf, draftFromUrl, draftKey, readDraft, validateGift, writeDraft, GIFT_MESSAGE_MAX, GIFT_NAME_MAX, type Draft, type GiftFields } from './lib/draft';
/**
 * The new-card form, its rules (validateCard) and the gateway client are not the checkout's first
 * render (a guest with a saved card may never open them): they load in their own chunk, started
 * with the page so that a guest without a saved card sees the form at once, in a box of the form's
 * own height.
 */
const loadCardForm = () => import('../../shared/card-form/card-form');
const CardForm = lazyPage(() => loadCardForm().then((m) => ({ default: m.CardForm })), {
  messages: cardFormCatalogue,
  fallback: <Skeleton height={266} />,
  name: 'CardForm',
});
CardForm.preload();
const gateway = () => import('./lib/gateway');
// The refer-a-friend reward offer: its own chunk with its own strings, after the first render (it
// shows only for a guest who has a reward; one that fails to download is simply not offered).
const RewardOffer = lazyPage(() => import('./reward-offer/reward-offer'), { fallback: null, renderError: () => null });

const Page = styled.main`
  max-inline-size: 1120px;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.spacing[6]};
  padding-inline: ${({ theme }) => theme.spacing[4]};
  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing[5]};
    font-size: ${({ theme }) => theme.typography.sizes['2xl']};
  }
`;
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[6]};
  grid-template-columns: minmax(0, 1fr);
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 380px;
    align-items: start;
    > aside {
      position: sticky;
      inset-block-start: 88px;
    }
  }
`;
const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
  padding-block-end: ${({ theme }) => theme.spacing[5]};
  margin-block-end: ${({ theme }) => theme.spacing[5]};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  .row {
    display: grid;
    gap: ${({ theme }) => theme.spacing[3]};
    grid-template-columns: minmax(0, 1fr);
    ${media.md} {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    }
  }
`;
const Note = styled.p<{ $tone?: 'danger' | 'success' }>`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : $tone === 'success' ? theme.colors.success : theme.colors.textMuted)};
`;
const AddOn = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
  padding: ${({ theme }) => theme.spacing[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  strong {
    display: block;
  }
`;
const CouponRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing[2]};
  align-items: flex-start;
  > :first-child {
    flex: 1;
  }
  button {
    margin-block-start: 28px;
  }
`;

const Alternatives = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  margin-block-end: ${({ theme }) => theme.spacing[4]};
`;

type Gift = keyof GiftFields;

/**
 * Checkout (spec §2 `/checkout`, gift checkout `/experiences/details/{id}/checkout`; §3 Booking;
 * §5 Gift, Booking and Card). Every price shown is the API's quote of what is on screen.
 */
export function CheckoutPage({ gift = false }: { gift?: boolean }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const f = useFormatters();
  // Server errors are message ids or text the API already wrote in the request's language.
  const serverText = (m: string) => intl.formatMessage({ id: m, defaultMessage: m });
  const params = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { bus } = useRemote();
  const { api: client, locale } = useApiContext();
  const session = useSession();
  const experienceId = Number(gift ? params.id : search.get('experienceId')) || 0;
  const key = draftKey(experienceId, gift);
  const [draft, setDraft] = useState<Draft>(() => {
    const fromUrl = draftFromUrl(search, experienceId, gift);
    const saved = readDraft(key);
    // The URL wins for what the Book button carried; the rest (add-ons, coupon, gift text, the
    // pending order) comes back from before a sign-in or a 3-D Secure round trip.
    return saved && (!search.get('date') || (saved.date === fromUrl.date && saved.slot === fromUrl.slot)) ? saved : { ...fromUrl, order: null };
  });
  useEffect(() => writeDraft(key, draft), [key, draft]);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const experience = useExperience(experienceId);
  const e = experience.data;
  const days = useQuery({
    queryKey: ['booking', 'days', locale, experienceId],
    queryFn: ({ signal }) => api.availableDays(client, experienceId, todayLocal(), addDays(todayLocal(), 92), signal),
    enabled: experienceId > 0,
    staleTime: 30_000,
  });
  const guests = draft.adults + draft.children;
  const dayQuery = { date: draft.date, adults: draft.adults, children: draft.children, isPrivate: draft.isPrivate };
  const slots = useQuery({
    queryKey: ['booking', 'slots', locale, experienceId, dayQuery],
    queryFn: ({ signal }) => api.isAvailable(client, experienceId, dayQuery, signal),
    enabled: experienceId > 0 && !!draft.date,
  });

  const booking = bookingOf(draft);
  const quote = useQuery({
    queryKey: ['booking', 'quote', locale, session.user?.id ?? 0, booking],
    queryFn: ({ signal }) => api.quote(client, booking!, signal),
    enabled: !!booking && session.isSignedIn,
    placeholderData: keepPreviousData,
    retry: false,
  });

  // A 401 anywhere (a session that expired mid-checkout) opens the shell's login; the draft is
  // in sessionStorage, so the guest comes back to exactly this form.
  const askLogin = () => bus.emit('auth:login-requested', { reason: 'unauthorized', redirect: `${location.pathname}${location.search}` });
  useEffect(() => {
    if (quote.error && isApiError(quote.error) && quote.error.isUnauthorized) askLogin();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quote.error]);

  const saved = useSavedCards(session.isSignedIn);
  const activeCards = (saved.data ?? []).filter((c) => c.cardNumber);
  const [method, setMethod] = useState<string>('new');
  useEffect(() => {
    const primary = activeCards.find((c) => c.isPrimary);
    if (primary && method === 'new') setMethod(primary.id);
    // only when the list arrives
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved.data]);

  const [card, setCard] = useState<CardFormValue>(emptyCard);
  // The card's rules arrive with the form's chunk: until then the form is not on screen (nothing to
  // validate or show), and Pay waits for them (pay below).
  const [validateCard, setValidateCard] = useState<((card: CardInput) => CardErrors) | null>(null);
  const loadValidateCard = () =>
    loadCardForm().then(
      (m) => {
        setValidateCard(() => m.validateCard);
        return m.validateCard;
      },
      () => null,
    );
  useEffect(() => {
    void loadValidateCard();
    // once per page; pay() asks again after a failed download
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [couponInput, setCouponInput] = useState(draft.coupon);
  const [touched, setTouched] = useState(false);
  const [cardServer, setCardServer] = useState<Partial<Record<keyof CardInput, string>>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [paying, setPaying] = useState(false);
  // The nearest days with room when the chosen one sold out while the guest was on the page.
  const [alternatives, setAlternatives] = useState<string[]>([]);
  const statusRef = useRef<HTMLDivElement>(null);
  const declined = search.get('declined');

  const seats = useMemo(() => new Map((days.data?.seats ?? []).map((s) => [s.date, s])), [days.data]);
  const dayOptions = (days.data?.seats ?? [])
    .filter((s) => (draft.isPrivate ? s.privateGuestAvailableQTY : s.guestAvailableQTY) >= guests)
    .map((s) => ({ value: s.date, label: f.weekdayDate(`${s.date}T00:00:00`) }));
  const dayOk = !!draft.date && dayOptions.some((o) => o.value === draft.date);
  const slotOptions = (slots.data?.timeSlots ?? []).map((s) => ({ value: s.id, label: s.customName ? `${f.clockTime(s.time)} · ${s.customName}` : f.clockTime(s.time) }));

  if (experienceId <= 0) {
    return (
      <Page>
        <EmptyState title={t('booking.checkout.nothing')} description={t('booking.checkout.nothingHint')} />
      </Page>
    );
  }
  if (experience.isError) {
    return (
      <Page>
        <ErrorPanel message={t('booking.error.generic')} onRetry={() => void experience.refetch()} />
      </Page>
    );
  }

  const privateOnly = !!e && e.willHostPrivateEvent && e.guestCapacityMaximum === null;
  const capMin = (draft.isPrivate ? e?.privateGuestCapacityMinimum : e?.guestCapacityMinimum) ?? 1;
  const capMax = (draft.isPrivate ? e?.privateGuestCapacityMaximum : e?.guestCapacityMaximum) ?? 1000;
  const dayCap = draft.date ? (draft.isPrivate ? seats.get(draft.date)?.privateGuestAvailableQTY : seats.get(draft.date)?.guestAvailableQTY) : undefined;
  const maxGuests = Math.min(capMax, dayCap ?? capMax);
  const guestsError = guests > maxGuests ? t('booking.checkout.tooManyGuests', { max: maxGuests }) : guests < capMin ? t('booking.checkout.tooFewGuests', { min: capMin }) : undefined;
  const giftErrors = draft.gift ? validateGift(draft.gift) : {};
  const cardErrors: CardErrors = method === 'new' && validateCard ? validateCard(card) : {};
  const q = quote.data ?? null;
  const couponRefusal = q?.couponRejection ? t(`booking.coupon.${q.couponRejection}`) : null;
  const quoteError = quote.error && isApiError(quote.error) && !quote.error.isUnauthorized ? quote.error.errors.map(serverText) : [];

  const quoteAlternatives =
    quote.error && isApiError(quote.error) && quote.error.status === 409
      ? ((quote.error.data as { alternatives?: Array<{ date: string }> } | null)?.alternatives ?? []).map((a) => a.date)
      : [];
  const shownAlternatives = alternatives.length ? alternatives : quoteAlternatives;

  const setGift = (k: Gift, v: string) => set({ gift: { ...draft.gift!, [k]: v } });
  const changeBooking = (patch: Partial<Draft>) => set({ ...patch });

  const pay = async () => {
    setTouched(true);
    setFormErrors([]);
    setCardServer({});
    // A new card is checked with the form's rules, fetched here if they are not in yet (the form's
    // chunk was still on its way, or failed and came with the form's Retry): never paid unchecked.
    const validate = method === 'new' ? (validateCard ?? (await loadValidateCard())) : null;
    const cardInvalid = method === 'new' && (!validate || Object.keys(validate(card)).length > 0);
    if (!booking || !q || guestsError || Object.keys(giftErrors).length || cardInvalid || couponRefusal) {
      statusRef.current?.focus();
      return;
    }
    setPaying(true);
    try {
      // The order holds the seats; after a decline the same pending order is paid again.
      const orderKey = JSON.stringify(booking);
      let orderId = draft.order?.key === orderKey ? draft.order.id : null;
      if (!orderId) {
        orderId = await api.placeOrder(client, booking);
        set({ order: { id: orderId, key: orderKey } });
      }
      if (method !== 'new') {
        const r = await api.payWithSavedCard(client, orderId, method);
        if (r.transactionUrl) return void window.location.assign((await gateway()).challengeUrl(r.transactionUrl, locale));
        if (r.paymentStatus === 'paid') return void navigate(`/booking-confirmed/${orderId}`);
        setFormErrors([r.message ?? t('booking.pay.declined')]);
        return;
      }
      const [s, { payWithNewCard, challengeUrl }] = await Promise.all([api.paymentSession(client, orderId, card.save), gateway()]);
      const out = await payWithNewCard(s, card);
      if (out.kind === 'challenge') return void window.location.assign(challengeUrl(out.url, locale));
      if (out.kind === 'paid') return void navigate(`/checkout/confirm-payment?id=${encodeURIComponent(out.paymentId)}`);
      if (out.kind === 'invalid') {
        setCardServer(out.fields);
        setFormErrors([t('booking.pay.cardRefused')]);
      } else if (out.kind === 'unreachable') setFormErrors([t('booking.pay.unreachable')]);
      else {
        // a frictionless decline: the API confirms it (the order stays pending, seats held)
        const r = await api.confirm(client, out.paymentId).catch(() => null);
        setFormErrors([r?.message ?? out.message ?? t('booking.pay.declined')]);
      }
    } catch (err) {
      if (isApiError(err) && err.isUnauthorized) askLogin();
      else if (isApiError(err)) {
        if (err.status === 409) {
          set({ order: null });
          const alt = (err.data as { alternatives?: Array<{ date: string }> } | null)?.alternatives ?? [];
          setAlternatives(alt.map((a) => a.date));
          void days.refetch();
        }
        setFormErrors(err.errors.map(serverText));
      } else setFormErrors([t('booking.error.generic')]);
    } finally {
      setPaying(false);
    }
  };

  return (
    <Page data-testid="checkout-page">
      <h1>{gift ? t('booking.checkout.giftTitle') : t('booking.checkout.title')}</h1>
      <Layout>
        <form
          noValidate
          onSubmit={(ev) => {
            ev.preventDefault();
            void pay();
          }}
        >
          <div ref={statusRef} tabIndex={-1} aria-live="polite">
            {declined ? <FormErrorBox title={t('booking.pay.retryTitle')} errors={[declined]} /> : null}
            <FormErrorBox errors={[...formErrors, ...quoteError]} />
            {shownAlternatives.length ? (
              <Alternatives aria-label={t('booking.checkout.alternatives')}>
                <span>{t('booking.checkout.alternatives')}</span>
                {shownAlternatives.map((d) => (
                  <Button
                    key={d}
                    type="button"
                    size="sm"
                    variant="secondary"
                    onClick={() => {
                      setAlternatives([]);
                      setFormErrors([]);
                      changeBooking({ date: d, slot: null });
                    }}
                  >
                    {f.weekdayDate(`${d}T00:00:00`)}
                  </Button>
                ))}
              </Alternatives>
            ) : null}
          </div>
          <Section aria-labelledby="co-when">
            <h2 id="co-when">{t('booking.checkout.when')}</h2>
            {days.isPending ? (
              <Skeleton height={64} />
            ) : (
              <div className="row">
                <Select
                  label={t('booking.checkout.date')}
                  placeholder={t('booking.checkout.pickDate')}
                  options={dayOptions}
                  value={dayOk ? draft.date : null}
                  error={draft.date && !dayOk && days.data ? t('booking.checkout.dateSoldOut') : undefined}
                  onChange={(v) => changeBooking({ date: v ?? '', slot: null })}
                />
                <Select
                  label={t('booking.checkout.time')}
                  placeholder={t('booking.checkout.pickTime')}
                  options={slotOptions}
                  value={slotOptions.some((o) => o.value === draft.slot) ? draft.slot : null}
                  disabled={!dayOk || slots.isPending}
                  error={dayOk && slots.data && !slots.data.isAvailable ? t(`booking.reason.${slots.data.reason ?? 'soldOut'}`) : undefined}
                  onChange={(v) => changeBooking({ slot: v })}
                />
              </div>
            )}
          </Section>
          <Section aria-labelledby="co-who">
            <h2 id="co-who">{t('booking.checkout.guests')}</h2>
            <div className="row">
              <NumberStepper label={t('booking.checkout.adults')} value={draft.adults} min={1} max={maxGuests - draft.children} onChange={(v) => changeBooking({ adults: Math.max(1, v ?? 1) })} />
              <NumberStepper label={t('booking.checkout.children')} value={draft.children} min={0} max={Math.max(0, maxGuests - draft.adults)} onChange={(v) => changeBooking({ children: Math.max(0, v ?? 0) })} />
            </div>
            {guestsError ? <Note $tone="danger" role="alert">{guestsError}</Note> : <Note>{t('booking.checkout.capacity', { min: capMin, max: capMax })}</Note>}
            {e?.willHostPrivateEvent && !privateOnly ? (
              <Switch
                label={t('booking.checkout.private')}
                description={e.privateFinalPrice ? t('booking.checkout.privateHint', { price: f.sar(e.privateFinalPrice) }) : undefined}
                checked={draft.isPrivate}
                onChange={(ev) => changeBooking({ isPrivate: ev.target.checked, slot: null })}
              />
            ) : null}
          </Section>
          {e && e.addOns.length ? (
            <Section aria-labelledby="co-addons">
              <h2 id="co-addons">{t('booking.checkout.addOns')}</h2>
              {e.addOns.map((a) => {
                const qty = draft.addOns[String(a.id)] ?? 0;
                return (
                  <AddOn key={a.id}>
                    <div>
                      <strong>{a.name}</strong>
                      <Note>{t('booking.checkout.addOnPrice', { price: f.sar(a.totalPrice) })}</Note>
                    </div>
                    <NumberStepper
                      label={t('booking.checkout.addOnQty', { name: a.name })}
                      hideLabel
                      value={qty}
                      min={0}
                      max={Math.max(1, a.qty)}
                      onChange={(v) => {
                        const next = { ...draft.addOns };
                        if (v && v >= 1) next[String(a.id)] = v;
                        else delete next[String(a.id)];
                        changeBooking({ addOns: next });
                      }}
                    />
                  </AddOn>
                );
              })}
            </Section>
          ) : null}
          <Section aria-labelledby="co-coupon">
            <h2 id="co-coupon">{t('booking.coupon.title')}</h2>
            <CouponRow>
              <TextField
                label={t('booking.coupon.code')}
                value={couponInput}
                maxLength={50}
                autoComplete="off"
                error={draft.coupon && couponRefusal ? couponRefusal : undefined}
                hint={q?.coupon ? <CouponApplied coupon={q.coupon} /> : undefined}
                onChange={(ev) => setCouponInput(ev.target.value)}
                onKeyDown={(ev) => {
                  if (ev.key === 'Enter') {
                    ev.preventDefault();
                    changeBooking({ coupon: couponInput.trim() });
                  }
                }}
              />
              {draft.coupon && draft.coupon === couponInput.trim() ? (
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => {
                    setCouponInput('');
                    changeBooking({ coupon: '' });
                  }}
                >
                  {t('booking.coupon.remove')}
                </Button>
              ) : (
                <Button type="button" variant="secondary" disabled={!couponInput.trim()} onClick={() => changeBooking({ coupon: couponInput.trim() })}>
                  {t('booking.coupon.apply')}
                </Button>
              )}
            </CouponRow>
            <RewardOffer
              applied={draft.coupon}
              onApply={(code) => {
                setCouponInput(code);
                changeBooking({ coupon: code });
              }}
            />
          </Section>
          {draft.gift ? (
            <Section aria-labelledby="co-gift">
              <h2 id="co-gift">{t('booking.gift.title')}</h2>
              <div className="row">
                {(['recipientName', 'recipientEmail', 'senderName', 'senderEmail'] as const).map((k) => (
                  <TextField
                    key={k}
                    label={t(`booking.gift.${k}`)}
                    type={k.endsWith('Email') ? 'email' : 'text'}
                    required={k.startsWith('recipient')}
                    maxLength={k.endsWith('Name') ? GIFT_NAME_MAX : 250}
                    value={draft.gift![k]}
                    error={touched && giftErrors[k] ? t(giftErrors[k]!) : undefined}
                    onChange={(ev) => setGift(k, ev.target.value)}
                  />
                ))}
              </div>
              <TextArea
                label={t('booking.gift.personalMessage')}
                value={draft.gift.personalMessage}
                maxLength={GIFT_MESSAGE_MAX}
                error={touched && giftErrors.personalMessage ? t(giftErrors.personalMessage) : undefined}
                onChange={(ev) => setGift('personalMessage', ev.target.value)}
              />
            </Section>
          ) : null}
          <Section aria-labelledby="co-pay">
            <h2 id="co-pay">{t('booking.pay.title')}</h2>
            {activeCards.length ? (
              <RadioGroup
                label={t('booking.pay.method')}
                value={method}
                onChange={(v) => setMethod(v)}
                options={[
                  ...activeCards.map((c) => ({
                    value: c.id,
                    label: t('booking.pay.savedCard', { brand: c.brand.toUpperCase(), last4: c.cardNumber.slice(-4), month: String(c.expiryMonth).padStart(2, '0'), year: String(c.expiryYear % 100).padStart(2, '0') }),
                  })),
                  { value: 'new', label: t('booking.pay.newCard') },
                ]}
              />
            ) : null}
            {method === 'new' ? <CardForm value={card} onChange={setCard} errors={touched ? cardErrors : {}} serverErrors={cardServer} disabled={paying} /> : null}
            <Note>{t('booking.pay.secure')}</Note>
            {draft.order ? <Note>{t('booking.pay.held')}</Note> : null}
            <Button type="submit" size="lg" fullWidth loading={paying} disabled={!booking || !q || quote.isFetching}>
              {q ? t('booking.pay.payAmount', { amount: f.sar(q.totalAmount) }) : t('booking.pay.pay')}
            </Button>
          </Section>
        </form>
        <SummaryCard quote={q} stale={quote.isFetching && !!q} />
      </Layout>
    </Page>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayString = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const todayLocal = () => dayString(new Date());
function addDays(day: string, n: number) {
  const [y, m, d] = day.split('-').map(Number);
  return dayString(new Date(y, m - 1, d + n));
}
