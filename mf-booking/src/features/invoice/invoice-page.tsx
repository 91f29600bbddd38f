import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useScrollToTop } from '../../shared/ui/use-scroll-to-top';
import { Link, useParams } from 'react-router';
import { createGlobalStyle, styled } from 'styled-components';
import { Button, ErrorPanel, FormErrorBox, Skeleton, media } from '@tajriba/design-system';
import { useFormatters } from '@tajriba/i18n';
import { api, useInvoice } from '../../shared/api/booking-api';
import { useApiContext } from '../../shared/api/use-api-context';
import { QrSvg } from '../../shared/qr/qr-svg';

/** Printing shows the invoice alone: not the site's header, footer or these buttons. */
const PrintOnlyInvoice = createGlobalStyle`
  @media print {
    body * { visibility: hidden; }
    [data-print-root], [data-print-root] * { visibility: visible; }
    [data-print-root] { position: absolute; inset-block-start: 0; inset-inline-start: 0; inline-size: 100%; border: 0 !important; }
    [data-no-print] { display: none !important; }
  }
`;

const Page = styled.main`
  max-inline-size: 880px;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.spacing[6]};
  padding-inline: ${({ theme }) => theme.spacing[4]};
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
  .bar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing[2]};
    justify-content: space-between;
  }
  .bar > div {
    display: flex;
    gap: ${({ theme }) => theme.spacing[2]};
  }
`;
const Sheet = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.spacing[5]};
  padding: ${({ theme }) => theme.spacing[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes['2xl']};
  }
  header {
    display: grid;
    gap: ${({ theme }) => theme.spacing[4]};
    grid-template-columns: minmax(0, 1fr);
    ${media.md} {
      grid-template-columns: minmax(0, 1fr) auto;
    }
  }
  .qr {
    justify-self: start;
    display: grid;
    gap: ${({ theme }) => theme.spacing[1]};
    justify-items: center;
    max-inline-size: 180px;
    font-size: ${({ theme }) => theme.typography.sizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: center;
    ${media.md} {
      justify-self: end;
    }
  }
  .qr > span:first-child {
    padding: 6px;
    background: #ffffff;
    border-radius: ${({ theme }) => theme.radii.md};
    line-height: 0;
  }
  dl {
    margin: 0;
    display: grid;
    gap: 2px;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.spacing[2]};
  }
  .parties {
    display: grid;
    gap: ${({ theme }) => theme.spacing[4]};
    grid-template-columns: minmax(0, 1fr);
    ${media.md} {
      grid-template-columns: 1fr 1fr;
    }
  }
  .parties strong {
    display: block;
  }
  table {
    inline-size: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding-block: ${({ theme }) => theme.spacing[2]};
    padding-inline: ${({ theme }) => theme.spacing[2]};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
  .num {
    text-align: end;
    white-space: nowrap;
  }
  tfoot td {
    border: 0;
  }
  tfoot tr.total td {
    font-weight: ${({ theme }) => theme.typography.weights.bold};
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  .note {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;

/**
 * The VAT invoice of a paid order (`/invoices/{id}`, spec: issue 12 "VAT invoice"): a printable page
 * in the page's language with the ZATCA QR, and the same invoice as a PDF. Only the guest who paid
 * (and order staff) can read it; the API answers 404 to anyone else.
 */
export default function InvoicePage() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const f = useFormatters();
  const { id = '' } = useParams();
  useScrollToTop(id);
  const { api: client, locale } = useApiContext();
  const invoice = useInvoice(id);
  const [pdf, setPdf] = useState<'idle' | 'busy' | 'failed'>('idle');
  const inv = invoice.data;
  const money = (n: number) => f.number(n, 2);

  const downloadPdf = async () => {
    setPdf('busy');
    try {
      const link = await api.invoicePdfLink(client, id, locale === 'ar' ? 'ar' : 'en');
      // an attachment: the browser downloads it and stays on this page
      window.location.assign(link);
      setPdf('idle');
    } catch {
      setPdf('failed');
    }
  };

  if (invoice.isError) {
    return (
      <Page>
        <ErrorPanel message={t('booking.invoice.loadFailed')} onRetry={() => void invoice.refetch()} />
      </Page>
    );
  }
  return (
    <Page data-testid="invoice-page" aria-busy={!inv}>
      <PrintOnlyInvoice />
      <div className="bar" data-no-print>
        <Link to={`/booking-confirmed/${id}`}>{t('booking.invoice.back')}</Link>
        <div>
          <Button variant="secondary" onClick={() => window.print()} disabled={!inv}>
            {t('booking.invoice.print')}
          </Button>
          <Button onClick={() => void downloadPdf()} loading={pdf === 'busy'} disabled={!inv} data-testid="invoice-pdf">
            {t('booking.invoice.downloadPdf')}
          </Button>
        </div>
      </div>
      {pdf === 'failed' ? <FormErrorBox errors={[t('booking.invoice.pdfFailed')]} /> : null}
      {!inv ? (
        <Skeleton height={720} />
      ) : (
        <Sheet data-print-root aria-labelledby="invoice-title">
          <header>
            <div>
              <h1 id="invoice-title">{t('booking.invoice.title')}</h1>
              <dl>
                <dt>{t('booking.invoice.number')}</dt>
                <dd data-testid="invoice-number">{inv.invoiceNumber}</dd>
                <dt>{t('booking.invoice.issueDate')}</dt>
                <dd>{f.dateTime(inv.issueDate)}</dd>
              </dl>
            </div>
            <div className="qr">
              <span>
                <QrSvg value={inv.qr} size={148} label={t('booking.invoice.qrLabel')} data-testid="invoice-qr" />
              </span>
              <span>{t('booking.invoice.qrLabel')}</span>
            </div>
          </header>
          <div className="parties">
            <div>
              <dl>
                <dt>{t('booking.invoice.seller')}</dt>
                <dd>
                  <strong>{inv.seller.name}</strong>
                  {inv.seller.address}
                </dd>
                <dt>{t('booking.invoice.vatNumber')}</dt>
                <dd data-testid="invoice-vat-number">{inv.seller.vatNumber}</dd>
              </dl>
            </div>
            <div>
              <dl>
                <dt>{t('booking.invoice.buyer')}</dt>
                <dd>
                  <strong>{inv.buyer.name}</strong>
                </dd>
              </dl>
            </div>
          </div>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('booking.invoice.description')}</th>
                <th scope="col" className="num">
                  {t('booking.invoice.qty')}
                </th>
                <th scope="col" className="num">
                  {t('booking.invoice.unitPrice')}
                </th>
                <th scope="col" className="num">
                  {t('booking.invoice.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {inv.lines.map((l, i) => (
                <tr key={i}>
                  <td>{l.description}</td>
                  <td className="num">{f.number(l.qty)}</td>
                  <td className="num">{money(l.unitPrice)}</td>
                  <td className="num">{money(l.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {inv.discount > 0 ? (
                <tr>
                  <td colSpan={3} className="num">
                    {t('booking.invoice.discount')}
                  </td>
                  {/* the formatter places the sign (with its bidi mark in Arabic), not a hand-written minus */}
                  <td className="num">{money(-inv.discount)}</td>
                </tr>
              ) : null}
              <tr>
                <td colSpan={3} className="num">
                  {t('booking.invoice.totalExVat')}
                </td>
                <td className="num">{money(inv.totalExcludingVat)}</td>
              </tr>
              <tr>
                <td colSpan={3} className="num">
                  {t('booking.invoice.vat', { rate: f.percent(inv.vatRate) })}
                </td>
                <td className="num" data-testid="invoice-vat">
                  {money(inv.vatAmount)}
                </td>
              </tr>
              <tr className="total">
                <td colSpan={3} className="num">
                  {t('booking.invoice.total')}
                </td>
                <td className="num" data-testid="invoice-total">
                  {f.sar(inv.totalWithVat)}
                </td>
              </tr>
            </tfoot>
          </table>
          <p className="note">{t('booking.invoice.note')}</p>
        </Sheet>
      )}
    </Page>
  );
}
