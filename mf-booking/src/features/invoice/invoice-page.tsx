import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { useScrollToTop } from '../../shared/ui/use-scroll-to-top';
import { Link, useLocation, useParams } from 'react-router';
import { createGlobalStyle, styled } from 'styled-components';
import { Button, ErrorPanel, FormErrorBox, Skeleton, media } from '@tajriba/design-system';
import { useFormatters } from '@tajriba/i18n';
import type { CreditNote, Invoice } from '@tajriba/contracts/booking';
import { orderApi, useCreditNotes, useInvoice } from '../../shared/api/order-api';
import { useApiContext } from '../../shared/api/use-api-context';
import { QrSvg } from '../../shared/qr/qr-svg';

/** Printing shows the invoice alone: not the site's header, footer or these buttons. */
const PrintOnlyInvoice = createGlobalStyle`
  @media print {
    body * { visibility: hidden; }
    [data-print-root="true"], [data-print-root="true"] * { visibility: visible; }
    [data-print-root="true"] { position: absolute; inset-block-start: 0; inset-inline-start: 0; inline-size: 100%; border: 0 !important; }
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
  /* a link to one credit note lands below the site's sticky header, not under it */
  scroll-margin-block-start: 88px;
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
  .doc-actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing[2]};
  }
`;
const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

type Doc = Invoice | CreditNote;
const isCreditNote = (d: Doc): d is CreditNote => 'creditNoteNumber' in d;
/** Where a credit note sits on the page: the confirmation page and other areas link to `/invoices/{id}#credit-note-CN-n`. */
export const creditNoteAnchor = (number: string) => `credit-note-${number}`;

/**
 * One tax document: the simplified tax invoice, or a credit note correcting it (its number, the
 * invoice it refers to, the reason, negative amounts, its own QR). The amounts come signed from the
 * API; the formatter places the minus (with its bidi mark in Arabic).
 */
function TaxDocument({ doc, printing, onPrint, onPdf, pdf }: { doc: Doc; printing: boolean; onPrint: () => void; onPdf: () => void; pdf: 'idle' | 'busy' | 'failed' }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const f = useFormatters();
  const money = (n: number) => f.number(n, 2);
  const credit = isCreditNote(doc) ? doc : null;
  const key = credit ? creditNoteAnchor(credit.creditNoteNumber) : 'invoice';
  const titleId = `${key}-title`;
  return (
    <Sheet id={credit ? key : undefined} data-print-root={printing ? 'true' : 'false'} aria-labelledby={titleId} data-testid={credit ? 'credit-note' : 'invoice-sheet'}>
      <header>
        <div>
          <h1 id={titleId}>{t(credit ? 'booking.creditNote.title' : 'booking.invoice.title')}</h1>
          <dl>
            <dt>{t(credit ? 'booking.creditNote.number' : 'booking.invoice.number')}</dt>
            <dd data-testid={credit ? 'credit-note-number' : 'invoice-number'}>{doc.invoiceNumber}</dd>
            <dt>{t('booking.invoice.issueDate')}</dt>
            <dd>{f.dateTime(doc.issueDate)}</dd>
            {credit ? (
              <>
                <dt>{t('booking.creditNote.originalInvoice')}</dt>
                <dd data-testid="credit-note-original">
                  {credit.originalInvoiceNumber} · {f.dateTime(credit.originalIssueDate)}
                </dd>
                <dt>{t('booking.creditNote.reason')}</dt>
                <dd>{credit.reason}</dd>
              </>
            ) : null}
          </dl>
        </div>
        <div className="qr">
          <span>
            <QrSvg value={doc.qr} size={148} label={t(credit ? 'booking.creditNote.qrLabel' : 'booking.invoice.qrLabel')} data-testid={credit ? 'credit-note-qr' : 'invoice-qr'} />
          </span>
          <span>{t(credit ? 'booking.creditNote.qrLabel' : 'booking.invoice.qrLabel')}</span>
        </div>
      </header>
      <div className="parties">
        <div>
          <dl>
            <dt>{t('booking.invoice.seller')}</dt>
            <dd>
              <strong>{doc.seller.name}</strong>
              {doc.seller.address}
            </dd>
            <dt>{t('booking.invoice.vatNumber')}</dt>
            <dd data-testid="invoice-vat-number">{doc.seller.vatNumber}</dd>
          </dl>
        </div>
        <div>
          <dl>
            <dt>{t('booking.invoice.buyer')}</dt>
            <dd>
              <strong>{doc.buyer.name}</strong>
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
          {doc.lines.map((l, i) => (
            <tr key={i}>
              <td>{l.description}</td>
              <td className="num">{f.number(l.qty)}</td>
              <td className="num">{money(l.unitPrice)}</td>
              <td className="num">{money(l.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {doc.discount !== 0 ? (
            <tr>
              <td colSpan={3} className="num">
                {t('booking.invoice.discount')}
              </td>
              {/* a discount lowers the invoice; on a credit note reversing it, it comes back positive */}
              <td className="num">{money(-doc.discount)}</td>
            </tr>
          ) : null}
          <tr>
            <td colSpan={3} className="num">
              {t('booking.invoice.totalExVat')}
            </td>
            <td className="num">{money(doc.totalExcludingVat)}</td>
          </tr>
          <tr>
            <td colSpan={3} className="num">
              {t('booking.invoice.vat', { rate: f.percent(doc.vatRate) })}
            </td>
            <td className="num" data-testid={credit ? 'credit-note-vat' : 'invoice-vat'}>
              {money(doc.vatAmount)}
            </td>
          </tr>
          <tr className="total">
            <td colSpan={3} className="num">
              {t('booking.invoice.total')}
            </td>
            <td className="num" data-testid={credit ? 'credit-note-total' : 'invoice-total'}>
              {f.sar(doc.totalWithVat)}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="note">{t(credit ? 'booking.creditNote.note' : 'booking.invoice.note')}</p>
      {credit ? (
        <div className="doc-actions" data-no-print>
          <Button variant="secondary" onClick={onPrint}>
            {t('booking.creditNote.print')}
          </Button>
          <Button variant="secondary" onClick={onPdf} loading={pdf === 'busy'} data-testid="credit-note-pdf">
            {t('booking.creditNote.downloadPdf')}
          </Button>
        </div>
      ) : null}
      {credit && pdf === 'failed' ? <FormErrorBox errors={[t('booking.invoice.pdfFailed')]} /> : null}
    </Sheet>
  );
}

/**
 * The VAT invoice of a paid order (`/invoices/{id}`, spec: issue 12 "VAT invoice"): a printable page
 * in the page's language with the ZATCA QR, and the same invoice as a PDF. Under it, the credit note
 * of each refund (full or partial), each printable and downloadable on its own. Only the guest who
 * paid (and order staff) can read them; the API answers 404 to anyone else.
 */
export default function InvoicePage() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const { id = '' } = useParams();
  const { hash } = useLocation();
  useScrollToTop(id);
  const { api: client, locale } = useApiContext();
  const invoice = useInvoice(id);
  const notes = useCreditNotes(id);
  // which document prints ('invoice' or a credit note's number) and the state of each PDF download
  const [printing, setPrinting] = useState<string>('invoice');
  const [pdf, setPdf] = useState<Record<string, 'idle' | 'busy' | 'failed'>>({});
  const inv = invoice.data;
  const lang = locale === 'ar' ? 'ar' : 'en';

  // a link to one credit note (`#credit-note-CN-n`) brings it into view once it is on the page
  useEffect(() => {
    if (!notes.data?.length || !hash.startsWith('#credit-note-')) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [notes.data, hash]);

  const download = async (key: string, link: () => Promise<string>) => {
    setPdf((s) => ({ ...s, [key]: 'busy' }));
    try {
      // an attachment: the browser downloads it and stays on this page
      window.location.assign(await link());
      setPdf((s) => ({ ...s, [key]: 'idle' }));
    } catch {
      setPdf((s) => ({ ...s, [key]: 'failed' }));
    }
  };
  const print = (key: string) => {
    // the chosen document alone is printed (window.print blocks until the dialog closes)
    flushSync(() => setPrinting(key));
    window.print();
    setPrinting('invoice');
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
          <Button variant="secondary" onClick={() => print('invoice')} disabled={!inv}>
            {t('booking.invoice.print')}
          </Button>
          <Button onClick={() => void download('invoice', () => orderApi.invoicePdfLink(client, id, lang))} loading={pdf.invoice === 'busy'} disabled={!inv} data-testid="invoice-pdf">
            {t('booking.invoice.downloadPdf')}
          </Button>
        </div>
      </div>
      {pdf.invoice === 'failed' ? <FormErrorBox errors={[t('booking.invoice.pdfFailed')]} /> : null}
      {!inv ? (
        <Skeleton height={720} />
      ) : (
        <TaxDocument doc={inv} printing={printing === 'invoice'} onPrint={() => print('invoice')} onPdf={() => undefined} pdf="idle" />
      )}
      {inv && notes.data?.length ? (
        <Section aria-labelledby="credit-notes-title" data-testid="credit-notes" data-no-print={printing === 'invoice' ? true : undefined}>
          <h2 id="credit-notes-title">{t('booking.creditNote.sectionTitle', { count: notes.data.length })}</h2>
          <p>{t('booking.creditNote.sectionLead')}</p>
          {notes.data.map((n) => (
            <TaxDocument
              key={n.creditNoteNumber}
              doc={n}
              printing={printing === n.creditNoteNumber}
              onPrint={() => print(n.creditNoteNumber)}
              onPdf={() => void download(n.creditNoteNumber, () => orderApi.creditNotePdfLink(client, id, n.creditNoteNumber, lang))}
              pdf={pdf[n.creditNoteNumber] ?? 'idle'}
            />
          ))}
        </Section>
      ) : null}
      {inv && notes.isError ? <ErrorPanel message={t('booking.creditNote.loadFailed')} onRetry={() => void notes.refetch()} /> : null}
    </Page>
  );
}
