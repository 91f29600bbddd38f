import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { Skeleton } from '@tajriba/design-system';
import { useFormatters } from '@tajriba/i18n';
import type { Quote } from '@tajriba/contracts/booking';

const Card = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
  align-content: start;
  padding: ${({ theme }) => theme.spacing[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  /* The card's height is reserved while the quote loads: nothing below it moves. */
  min-block-size: 300px;
`;
const Head = styled.div`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: ${({ theme }) => theme.spacing[3]};
  align-items: center;
  img,
  .ph {
    inline-size: 96px;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.md};
    line-height: 1.35;
  }
  p {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;
const Lines = styled.dl`
  margin: 0;
  display: grid;
  gap: 8px;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  div {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  /* a coupon's code never breaks at its hyphen */
  dt bdi {
    white-space: nowrap;
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .saving dd {
    color: ${({ theme }) => theme.colors.success};
  }
  .total {
    padding-block-start: 10px;
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
    font-size: ${({ theme }) => theme.typography.sizes.md};
    dt {
      color: ${({ theme }) => theme.colors.text};
    }
  }
  .tax {
    font-size: ${({ theme }) => theme.typography.sizes.xs};
  }
`;

export interface SummaryCardProps {
  quote: Quote | null;
  /** the image address of the experience (the API gives a relative path) */
  imageUrl?: (path: string) => string;
  /** a newer quote is on its way: the old figures stay, dimmed */
  stale?: boolean;
}

/**
 * The booking summary card (spec §2): image and name, unit price × guests, private reservation,
 * add-ons, coupon or group discount, tax and the total in SAR. Every figure is the server's
 * quote; nothing is computed here.
 */
export function SummaryCard({ quote, imageUrl = (p) => p, stale }: SummaryCardProps) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const f = useFormatters();
  if (!quote) {
    return (
      <Card aria-label={t('booking.summary.title')} aria-busy="true" data-testid="summary-card">
        <Head>
          <Skeleton width={96} height={72} />
          <Skeleton height={40} />
        </Head>
        <Skeleton height={160} />
        <Skeleton height={32} />
      </Card>
    );
  }
  const guests = quote.adultsQTY + quote.childrenQTY;
  const q = quote;
  return (
    <Card aria-label={t('booking.summary.title')} aria-busy={stale ? 'true' : 'false'} data-testid="summary-card" style={{ opacity: stale ? 0.6 : 1 }}>
      <Head>
        {q.experience.imagePath ? <img src={imageUrl(q.experience.imagePath)} alt="" width={96} height={72} /> : <span className="ph" />}
        <div>
          <h2>{q.experience.name}</h2>
          <p>
            {f.weekdayDate(`${q.bookingDate}T00:00:00`)} · {q.timeSlot.customName ?? f.clockTime(q.timeSlot.time)}
          </p>
        </div>
      </Head>
      <Lines>
        {q.isPrivateReservation ? (
          <div data-testid="summary-private">
            <dt>{t('booking.summary.private', { count: guests })}</dt>
            <dd>{f.sar(q.guestsAmount)}</dd>
          </div>
        ) : (
          <div data-testid="summary-guests">
            <dt>{t('booking.summary.unitTimes', { price: f.sar(q.unitPrice), count: guests })}</dt>
            <dd>{f.sar(q.guestsAmount)}</dd>
          </div>
        )}
        {q.transportationAmount > 0 ? (
          <div>
            <dt>{t('booking.summary.transportation')}</dt>
            <dd>{f.sar(q.transportationAmount)}</dd>
          </div>
        ) : null}
        {q.addOns.map((a) => (
          <div key={a.id} data-testid="summary-addon">
            <dt>{t('booking.summary.addOn', { name: a.experienceAddOn.name, qty: f.number(a.qty) })}</dt>
            <dd>{f.sar(a.amount)}</dd>
          </div>
        ))}
        {q.discount && q.discountAmount > 0 ? (
          <div className="saving" data-testid="summary-discount">
            <dt>
              {t('booking.summary.groupDiscount', {
                value: q.discount.type === 'percentage' ? f.percent(q.discount.value / 100) : f.sar(q.discount.value),
              })}
            </dt>
            <dd>−{f.sar(q.discountAmount)}</dd>
          </div>
        ) : null}
        {q.coupon && q.couponAmount > 0 ? (
          <div className="saving" data-testid="summary-coupon">
            <dt>
              {/* the refer-a-friend reward is named by the API in the page's language (coupon.name), so
                  the first render carries no new string (mf-booking's Arabic route budget); the code
                  stays visible, isolated so it reads left to right inside Arabic */}
              {q.coupon.reward ? (
                <>
                  {q.coupon.name} (<bdi dir="ltr">{q.coupon.code}</bdi>)
                </>
              ) : (
                t('booking.summary.coupon', { code: q.coupon.code })
              )}
            </dt>
            <dd>−{f.sar(q.couponAmount)}</dd>
          </div>
        ) : null}
        <div className="total" data-testid="summary-total">
          <dt>{t('booking.summary.total')}</dt>
          <dd>{f.sar(q.totalAmount)}</dd>
        </div>
        <div className="tax" data-testid="summary-tax">
          <dt>{t('booking.summary.tax', { rate: f.percent(q.taxRate) })}</dt>
          <dd>{f.sar(q.taxValue)}</dd>
        </div>
      </Lines>
    </Card>
  );
}
