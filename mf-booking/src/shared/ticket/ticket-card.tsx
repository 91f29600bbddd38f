import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { useFormatters } from '@tajriba/i18n';
import type { Order } from '@tajriba/contracts/booking';
import { QrSvg } from '../../shared/qr/qr-svg';

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
  justify-items: center;
  text-align: center;
  padding: ${({ theme }) => theme.spacing[5]};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  /* the QR stays dark on white in dark mode: door scanners read it either way */
  .qr {
    padding: ${({ theme }) => theme.spacing[2]};
    background: #ffffff;
    border-radius: ${({ theme }) => theme.radii.md};
    line-height: 0;
  }
  .code {
    direction: ltr;
    unicode-bidi: isolate;
    font-family: ${({ theme }) => theme.typography.fontFamilyMono};
    font-size: ${({ theme }) => theme.typography.sizes.xl};
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.colors.text};
  }
  .used {
    color: ${({ theme }) => theme.colors.warning};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
`;

export interface TicketCardProps {
  /** an order with its ticket (Orders/{id}: present for the guest who paid, when the host asked for tickets) */
  order: Pick<Order, 'ticket' | 'experience' | 'bookingDate' | 'startTime' | 'adultsQTY' | 'childrenQTY'>;
  /** QR size in CSS pixels */
  size?: number;
}

/**
 * The guest's QR ticket (spec §2 booking confirmed): the QR carries the order's security stamp (the
 * host's scanner resolves it through Orders/BySecurityStamp and checks it in with VerifyTicket), the
 * code below is the same ticket to read out when a camera is not at hand.
 */
export function TicketCard({ order, size = 184 }: TicketCardProps) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const f = useFormatters();
  const ticket = order.ticket;
  if (!ticket) return null;
  return (
    <Card aria-labelledby="ticket-title" data-testid="ticket-card">
      <h2 id="ticket-title">{t('booking.ticket.title')}</h2>
      <div className="qr">
        <QrSvg value={ticket.qr} size={size} label={t('booking.ticket.qrLabel', { name: order.experience.name })} data-testid="ticket-qr" />
      </div>
      <span className="code" data-testid="ticket-code">
        {ticket.code}
      </span>
      <p>
        {order.experience.name} · {f.weekdayDate(`${order.bookingDate}T00:00:00`)} · {f.clockTime(order.startTime)}
      </p>
      <p>{t('booking.ticket.guests', { count: order.adultsQTY + order.childrenQTY })}</p>
      {ticket.checkedInAt ? (
        <p className="used" data-testid="ticket-used">
          {t('booking.ticket.used', { when: f.dateTime(ticket.checkedInAt) })}
        </p>
      ) : (
        <p>{t('booking.ticket.hint')}</p>
      )}
    </Card>
  );
}
