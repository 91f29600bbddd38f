import sharp from 'sharp';

/** Small valid files of each type, built in code so tests need no binary fixtures. */
export const PNG_1x1 = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154789c63385161f31f000604027cee5ed1f40000000049454e44ae426082', 'hex');
/** A real image of the given format (with EXIF when asked, to check it gets stripped). */
export const image = (format: 'png' | 'jpeg' | 'webp', o: { exif?: boolean } = {}) => {
  const img = sharp({ create: { width: 4, height: 3, channels: 3, background: '#c08040' } });
  return (o.exif ? img.withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'Test' } }) : img)[format]().toBuffer();
};
/** Magic bytes right, content garbage: must still be refused. */
export const JPEG_HEADER = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(64), Buffer.from('ffd9', 'hex')]);
export const WEBP_HEADER = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32)]);
export const PDF_DOC = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const GIF_HEADER = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
export const HTML_DOC = Buffer.from('<!doctype html><script>alert(1)</script>');

/** A multipart/form-data body with one part. */
export function multipart(field: string, filename: string, contentType: string, body: Buffer) {
  const boundary = `----tj${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
