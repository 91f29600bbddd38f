/**
 * Saudi simplified tax invoice QR (ZATCA e-invoicing phase 1, shared/reference/outside-services.md):
 * base64 of TLV fields: one byte tag, one byte length of the UTF-8 bytes, the UTF-8 value.
 * Tags: 1 seller name, 2 VAT registration number, 3 timestamp (ISO 8601), 4 total with VAT, 5 VAT.
 */
export interface ZatcaFields {
  sellerName: string;
  vatNumber: string;
  timestamp: string;
  total: string;
  vat: string;
}

export function zatcaTlv(f: ZatcaFields): Buffer {
  const parts = [f.sellerName, f.vatNumber, f.timestamp, f.total, f.vat].map((value, i) => {
    const bytes = Buffer.from(value, 'utf8');
    if (bytes.length > 255) throw new Error(`ZATCA field ${i + 1} is longer than 255 bytes`);
    return Buffer.concat([Buffer.from([i + 1, bytes.length]), bytes]);
  });
  return Buffer.concat(parts);
}

export const zatcaQr = (f: ZatcaFields): string => zatcaTlv(f).toString('base64');

/** Reads the QR text back (tests, and anyone checking an invoice). */
export function decodeZatcaQr(qr: string): Record<number, string> {
  const buf = Buffer.from(qr, 'base64');
  const out: Record<number, string> = {};
  for (let i = 0; i + 1 < buf.length; ) {
    const tag = buf[i];
    const len = buf[i + 1];
    out[tag] = buf.subarray(i + 2, i + 2 + len).toString('utf8');
    i += 2 + len;
  }
  return out;
}
