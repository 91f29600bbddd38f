import { screen, within } from '@testing-library/react';
import { createFakeApi, ok } from '@tajriba/api-client/testing';
import type { CreditNote, Invoice } from '@tajriba/contracts/booking';
import { renderRemote } from '@tajriba/testing';
import { messages } from '../../../i18n/messages';
import invoiceEn from '../i18n/en.json';
import invoiceAr from '../i18n/ar.json';
import InvoicePage from '../invoice-page';

const invoice: Invoice = {
  invoiceNumber: 'INV-1000',
  issueDate: '2026-06-01T06:00:00.000Z',
  seller: { name: 'Tajriba Marketplace Co.', vatNumber: '310122393500003', address: 'King Fahd Road, Riyadh' },
  buyer: { name: 'Layla Harbi' },
  lines: [{ description: 'Old town walk', qty: 2, unitPrice: 91.3, amount: 182.61 }],
  discount: 0,
  totalExcludingVat: 182.61,
  vatRate: 0.15,
  vatAmount: 27.39,
  totalWithVat: 210,
  currency: 'SAR',
  qr: 'AQ1UYWpyaWJh',
};
const note: CreditNote = {
  ...invoice,
  invoiceNumber: 'CN-1000',
  creditNoteNumber: 'CN-1000',
  kind: 'full',
  originalInvoiceNumber: 'INV-1000',
  originalIssueDate: invoice.issueDate,
  issueDate: '2026-06-02T06:00:00.000Z',
  reason: 'Booking cancelled by the guest within the free cancellation period',
  lines: [{ description: 'Old town walk', qty: 2, unitPrice: -91.3, amount: -182.61 }],
  totalExcludingVat: -182.61,
  vatAmount: -27.39,
  totalWithVat: -210,
  qr: 'AQ1UYWpyaWJhAg==',
};

const show = (notes: CreditNote[], locale: 'en' | 'ar' = 'en') => {
  const api = createFakeApi({
    'GET /api/Orders/Invoice/7': ok(invoice),
    'GET /api/Orders/CreditNotes/7': ok(notes),
    'GET /api/Orders/CreditNotePdfLink/7': ok('/api/Orders/CreditNotePdf/7?number=CN-1000&lang=en&expires=1&signature=x'),
  });
  const messagesWithInvoice = { en: { ...messages.en, ...invoiceEn }, ar: { ...messages.ar, ...invoiceAr } };
  renderRemote(<InvoicePage />, { name: 'mf-booking', messages: messagesWithInvoice, locale, api, user: true, route: '/invoices/7', path: '/invoices/:id' });
  return api;
};

// jsdom has no scrolling (the page scrolls to the top on open)
beforeAll(() => {
  window.scrollTo = jest.fn() as typeof window.scrollTo;
});

describe('InvoicePage', () => {
  it('shows the invoice alone while nothing was refunded', async () => {
    show([]);
    expect(await screen.findByTestId('invoice-number')).toHaveTextContent('INV-1000');
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('SAR 210.00');
    expect(screen.queryByTestId('credit-notes')).not.toBeInTheDocument();
  });

  it('shows the credit note under the invoice: its number, the invoice it corrects, the reason, negative amounts', async () => {
    show([note]);
    const section = await screen.findByTestId('credit-notes');
    const doc = within(section).getByTestId('credit-note');
    expect(doc).toHaveAttribute('id', 'credit-note-CN-1000');
    expect(within(doc).getByRole('heading', { name: invoiceEn['booking.creditNote.title'] })).toBeInTheDocument();
    expect(within(doc).getByTestId('credit-note-number')).toHaveTextContent('CN-1000');
    expect(within(doc).getByTestId('credit-note-original')).toHaveTextContent(/^INV-1000 · /);
    expect(within(doc).getByText(note.reason)).toBeInTheDocument();
    expect(within(doc).getByTestId('credit-note-total')).toHaveTextContent(/-SAR\s?210\.00|SAR\s?-210\.00/);
    expect(within(doc).getByTestId('credit-note-vat')).toHaveTextContent('-27.39');
    expect(within(doc).getByRole('img', { name: invoiceEn['booking.creditNote.qrLabel'] })).toBeInTheDocument();
    expect(within(doc).getByTestId('credit-note-pdf')).toBeEnabled();
  });

  it('in Arabic', async () => {
    show([note], 'ar');
    const doc = await screen.findByTestId('credit-note');
    expect(within(doc).getByRole('heading', { name: invoiceAr['booking.creditNote.title'] })).toBeInTheDocument();
    expect(within(doc).getByText(invoiceAr['booking.creditNote.originalInvoice'])).toBeInTheDocument();
  });
});
