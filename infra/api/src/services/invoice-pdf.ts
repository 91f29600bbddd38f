import path from 'node:path';
import PDFDocument from 'pdfkit';
import makeQr from 'qrcode-generator';
import type { Invoice } from '@tajriba/contracts';
import type { Lang } from '../lib/i18n';

/**
 * The VAT invoice as a PDF (A4), in the guest's language: seller, VAT number, invoice number and
 * date, buyer, lines, discount, total without VAT, VAT 15 %, total, and the ZATCA QR.
 *
 * pdfkit shapes Arabic through fontkit (a word in Arabic script comes back as glyphs in visual
 * order) but does not order words right to left, so each line is laid out here word by word:
 * an Arabic line is placed from the right edge leftwards, keeping runs of Latin words and numbers
 * (a Latin experience name, an amount) in their own left-to-right order.
 */
const FONTS = path.join(__dirname, '..', '..', 'assets', 'fonts');
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const INK = '#1b1f23';
const MUTED = '#5b6470';
const RULE = '#d5d9de';

const LABELS = {
  en: {
    title: 'Simplified tax invoice',
    invoiceNumber: 'Invoice number',
    issueDate: 'Issue date',
    seller: 'Seller',
    vatNumber: 'VAT registration number',
    buyer: 'Buyer',
    description: 'Description',
    qty: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    discount: 'Discount',
    totalExVat: 'Total excluding VAT',
    vat: (rate: string) => `VAT ${rate}`,
    total: 'Total including VAT',
    note: 'Amounts in Saudi riyals (SAR). Unit prices and line amounts exclude VAT.',
    qr: 'Scan to verify (ZATCA)',
    creditTitle: 'Credit note',
    creditNumber: 'Credit note number',
    originalInvoice: 'Original invoice',
    reason: 'Reason',
    creditNote: 'This credit note corrects the invoice above; its amounts are given back to the buyer.',
  },
  ar: {
    title: 'فاتورة ضريبية مبسطة',
    invoiceNumber: 'رقم الفاتورة',
    issueDate: 'تاريخ الإصدار',
    seller: 'البائع',
    vatNumber: 'الرقم الضريبي',
    buyer: 'المشتري',
    description: 'الوصف',
    qty: 'الكمية',
    unitPrice: 'سعر الوحدة',
    amount: 'المبلغ',
    discount: 'الخصم',
    totalExVat: 'الإجمالي غير شامل الضريبة',
    vat: (rate: string) => `ضريبة القيمة المضافة ${rate}`,
    total: 'الإجمالي شامل الضريبة',
    note: 'المبالغ بالريال السعودي. أسعار الوحدات ومبالغ البنود غير شاملة ضريبة القيمة المضافة.',
    qr: 'امسح للتحقق (هيئة الزكاة والضريبة والجمارك)',
    creditTitle: 'إشعار دائن',
    creditNumber: 'رقم الإشعار الدائن',
    originalInvoice: 'الفاتورة الأصلية',
    reason: 'السبب',
    creditNote: 'يصحح هذا الإشعار الدائن الفاتورة المذكورة، وتُعاد مبالغه إلى المشتري.',
  },
} as const;

type Doc = InstanceType<typeof PDFDocument>;
interface Style {
  size: number;
  bold?: boolean;
  color?: string;
}

interface Piece {
  text: string;
  arabic: boolean;
  /** a space separates it from the piece before (false inside one word: "(" + "حجز") */
  spaced: boolean;
  /** punctuation split off an Arabic word: never joined with the Latin words around it */
  punct?: boolean;
}
const MIRROR: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[', '«': '»', '»': '«' };

/**
 * A line as pieces in reading order: each Arabic word alone (its punctuation split off, drawn in the
 * Latin font, which has it, and mirrored when the line runs right to left), consecutive other words
 * together as one left-to-right run.
 */
function pieces(text: string, rtl: boolean): Piece[] {
  const out: Piece[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const first = word.search(ARABIC);
    if (first < 0) {
      const last = out[out.length - 1];
      if (last && !last.arabic && !last.punct && rtl) last.text += ` ${word}`;
      else out.push({ text: word, arabic: false, spaced: true });
      continue;
    }
    let end = word.length;
    while (end > first && !ARABIC.test(word[end - 1])) end--;
    const flip = (s: string) => (rtl ? [...s].map((c) => MIRROR[c] ?? c).join('') : s);
    const lead = word.slice(0, first);
    const trail = word.slice(end);
    if (lead) out.push({ text: flip(lead), arabic: false, spaced: true, punct: true });
    out.push({ text: word.slice(first, end), arabic: true, spaced: !lead });
    if (trail) out.push({ text: flip(trail), arabic: false, spaced: false, punct: true });
  }
  return out;
}

function useFont(doc: Doc, arabic: boolean, s: Style) {
  doc.font(arabic ? (s.bold ? 'ar-bold' : 'ar') : s.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(s.size);
}

function widthOf(doc: Doc, text: string, s: Style, rtl: boolean): number {
  useFont(doc, false, s);
  const space = doc.widthOfString(' ');
  return pieces(text, rtl).reduce((w, p, i) => {
    useFont(doc, p.arabic, s);
    return w + doc.widthOfString(p.text) + (i && p.spaced ? space : 0);
  }, 0);
}

/** Draws one line (no wrapping) starting at `x` (ltr) or ending at `x` (rtl); `y` is the top of the line. */
function line(doc: Doc, text: string, x: number, y: number, s: Style, rtl: boolean) {
  useFont(doc, false, s);
  const space = doc.widthOfString(' ');
  doc.fillColor(s.color ?? INK);
  let cursor = x;
  pieces(text, rtl).forEach((p, i) => {
    useFont(doc, p.arabic, s);
    const w = doc.widthOfString(p.text);
    const gap = i && p.spaced ? space : 0;
    cursor = rtl ? cursor - gap - w : cursor + gap;
    // one baseline for both fonts (their ascents differ)
    doc.text(p.text, cursor, y + s.size * 1.1, { lineBreak: false, baseline: 'alphabetic' });
    if (!rtl) cursor += w;
  });
}

/** Splits text into lines no wider than `max`. */
function wrap(doc: Doc, text: string, max: number, s: Style, rtl: boolean): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (current && widthOf(doc, next, s, rtl) > max) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines.length ? lines : [''];
}

/** Text in a box [left, left + width]: aligned to the reading start (or `end`), wrapped; returns the height used. */
function cell(doc: Doc, text: string, left: number, width: number, y: number, s: Style, rtl: boolean, align: 'start' | 'end' = 'start'): number {
  const lh = s.size * 1.45;
  const lines = wrap(doc, text, width, s, rtl);
  lines.forEach((l, i) => {
    const w = widthOf(doc, l, s, rtl);
    const atRight = rtl ? align === 'start' : align === 'end';
    if (rtl) line(doc, l, atRight ? left + width : left + w, y + i * lh, s, true);
    else line(doc, l, atRight ? left + width - w : left, y + i * lh, s, false);
  });
  return lines.length * lh;
}

function drawQr(doc: Doc, text: string, x: number, y: number, size: number) {
  const qr = makeQr(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const n = qr.getModuleCount();
  const m = size / (n + 8);
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.isDark(r, c)) doc.rect(x + (c + 4) * m, y + (r + 4) * m, m, m);
  doc.fill('#000000');
}

export function formatInvoiceDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB', {
    timeZone: 'Asia/Riyadh',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h12',
  }).format(new Date(iso));
}

const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** What a credit note adds to the invoice layout: the invoice it corrects and why. */
export interface CreditNoteDetails {
  originalInvoiceNumber: string;
  originalIssueDate: string;
  reason: string;
}

/** Renders the invoice (or, with `credit`, a credit note: its number, the original invoice, the reason, negative amounts); resolves to the PDF bytes. */
export function invoicePdf(inv: Invoice, lang: Lang, credit?: CreditNoteDetails): Promise<Buffer> {
  const rtl = lang === 'ar';
  const L = LABELS[rtl ? 'ar' : 'en'];
  const title = credit ? L.creditTitle : L.title;
  const doc = new PDFDocument({ size: 'A4', margin: PAGE.margin, info: { Title: `${title} ${inv.invoiceNumber}`, Author: inv.seller.name } });
  doc.registerFont('ar', path.join(FONTS, 'NotoSansArabic-Regular.ttf'));
  doc.registerFont('ar-bold', path.join(FONTS, 'NotoSansArabic-Bold.ttf'));
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const width = right - left;
  // A column given in reading order (start offset, width) → its box on the page.
  const col = (start: number, w: number) => (rtl ? { x: right - start - w, w } : { x: left + start, w });
  let y = PAGE.margin;

  // header: title and number on the reading side, the QR on the other
  const qrSize = 120;
  const qrBox = col(width - qrSize, qrSize);
  drawQr(doc, inv.qr, qrBox.x, y, qrSize);
  cell(doc, L.qr, qrBox.x - 20, qrSize + 40, y + qrSize + 4, { size: 7, color: MUTED }, rtl, 'start');
  const head = col(0, width - qrSize - 24);
  y += cell(doc, title, head.x, head.w, y, { size: 20, bold: true }, rtl) + 8;
  const facts: [string, string][] = credit
    ? [
        [L.creditNumber, inv.invoiceNumber],
        [L.issueDate, formatInvoiceDate(inv.issueDate, lang)],
        [L.originalInvoice, `${credit.originalInvoiceNumber} · ${formatInvoiceDate(credit.originalIssueDate, lang)}`],
        [L.reason, credit.reason],
      ]
    : [
        [L.invoiceNumber, inv.invoiceNumber],
        [L.issueDate, formatInvoiceDate(inv.issueDate, lang)],
      ];
  for (const [label, value] of facts) {
    cell(doc, label, head.x, head.w, y, { size: 9, color: MUTED }, rtl);
    y += 12;
    y += cell(doc, value, head.x, head.w, y, { size: 11 }, rtl) + 6;
  }
  y = Math.max(y, PAGE.margin + qrSize + 30) + 8;

  // seller and buyer side by side
  const half = (width - 24) / 2;
  const sellerBox = col(0, half);
  const buyerBox = col(half + 24, half);
  const top = y;
  let ys = top;
  ys += cell(doc, L.seller, sellerBox.x, sellerBox.w, ys, { size: 9, color: MUTED }, rtl);
  ys += cell(doc, inv.seller.name, sellerBox.x, sellerBox.w, ys, { size: 11, bold: true }, rtl);
  ys += cell(doc, inv.seller.address, sellerBox.x, sellerBox.w, ys, { size: 9 }, rtl);
  ys += cell(doc, `${L.vatNumber}: ${inv.seller.vatNumber}`, sellerBox.x, sellerBox.w, ys, { size: 9 }, rtl);
  let yb = top;
  yb += cell(doc, L.buyer, buyerBox.x, buyerBox.w, yb, { size: 9, color: MUTED }, rtl);
  yb += cell(doc, inv.buyer.name, buyerBox.x, buyerBox.w, yb, { size: 11, bold: true }, rtl);
  y = Math.max(ys, yb) + 18;

  // lines
  const cols = { desc: col(0, width * 0.5), qty: col(width * 0.5, width * 0.1), unit: col(width * 0.6, width * 0.2), amount: col(width * 0.8, width * 0.2) };
  const headStyle = { size: 9, bold: true, color: MUTED };
  cell(doc, L.description, cols.desc.x, cols.desc.w - 8, y, headStyle, rtl);
  cell(doc, L.qty, cols.qty.x, cols.qty.w, y, headStyle, rtl, 'end');
  cell(doc, L.unitPrice, cols.unit.x, cols.unit.w, y, headStyle, rtl, 'end');
  cell(doc, L.amount, cols.amount.x, cols.amount.w, y, headStyle, rtl, 'end');
  y += 18;
  doc.moveTo(left, y - 4).lineTo(right, y - 4).lineWidth(0.8).strokeColor(RULE).stroke();
  for (const l of inv.lines) {
    const h = cell(doc, l.description, cols.desc.x, cols.desc.w - 8, y, { size: 10 }, rtl);
    cell(doc, String(l.qty), cols.qty.x, cols.qty.w, y, { size: 10 }, rtl, 'end');
    cell(doc, money(l.unitPrice), cols.unit.x, cols.unit.w, y, { size: 10 }, rtl, 'end');
    cell(doc, money(l.amount), cols.amount.x, cols.amount.w, y, { size: 10 }, rtl, 'end');
    y += h + 6;
    doc.moveTo(left, y - 3).lineTo(right, y - 3).lineWidth(0.5).strokeColor(RULE).stroke();
  }
  y += 8;

  // totals, aligned with the amount column
  const labelBox = col(width * 0.4, width * 0.4);
  const rate = `${Math.round(inv.vatRate * 100)}%`;
  const totals: [string, string, boolean][] = [
    // a discount lowers an invoice; reversed on a credit note it is given back as a positive line
    ...(inv.discount !== 0 ? [[L.discount, money(-inv.discount), false] as [string, string, boolean]] : []),
    [L.totalExVat, money(inv.totalExcludingVat), false],
    [L.vat(rate), money(inv.vatAmount), false],
    [`${L.total} (${inv.currency})`, money(inv.totalWithVat), true],
  ];
  for (const [label, value, strong] of totals) {
    const s = { size: strong ? 12 : 10, bold: strong };
    cell(doc, label, labelBox.x, labelBox.w, y, s, rtl, 'end');
    cell(doc, value, cols.amount.x, cols.amount.w, y, s, rtl, 'end');
    y += s.size * 1.7;
  }
  y += 16;
  y += cell(doc, L.note, left, width, y, { size: 8, color: MUTED }, rtl);
  if (credit) cell(doc, L.creditNote, left, width, y + 4, { size: 8, color: MUTED }, rtl);
  doc.end();
  return done;
}
