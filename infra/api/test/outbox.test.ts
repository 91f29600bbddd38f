import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestApp, randomIp, uniqueEmail, type TestApp } from './helpers/app';

/** A minimal local SMTP server recording what nodemailer delivers. */
function smtpServer() {
  const mails: { from: string; to: string[]; data: string }[] = [];
  const server = net.createServer((sock) => {
    let from = '';
    let to: string[] = [];
    let data = '';
    let inData = false;
    let buf = '';
    sock.write('220 localhost ESMTP test\r\n');
    sock.on('data', (chunk) => {
      buf += chunk.toString('utf8');
      if (inData) {
        const end = buf.indexOf('\r\n.\r\n');
        if (end < 0) return;
        data = buf.slice(0, end);
        buf = buf.slice(end + 5);
        inData = false;
        mails.push({ from, to, data });
        sock.write('250 OK queued\r\n');
      }
      let i: number;
      while (!inData && (i = buf.indexOf('\r\n')) >= 0) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 2);
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') {
          sock.write('250-localhost\r\n250 8BITMIME\r\n');
        } else if (cmd === 'MAIL') {
          from = line;
          sock.write('250 OK\r\n');
        } else if (cmd === 'RCPT') {
          to.push(line);
          sock.write('250 OK\r\n');
        } else if (cmd === 'DATA') {
          inData = true;
          sock.write('354 go ahead\r\n');
        } else if (cmd === 'QUIT') {
          sock.end('221 bye\r\n');
        } else {
          if (cmd === 'RSET') to = [];
          sock.write('250 OK\r\n');
        }
      }
    });
  });
  return { server, mails };
}

let t: TestApp;
const smtp = smtpServer();
beforeAll(async () => {
  await new Promise<void>((r) => smtp.server.listen(0, '127.0.0.1', r));
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}` });
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => smtp.server.close(r));
});

describe('outbox', () => {
  it('delivers e-mail by SMTP and still records it in the dev outbox', async () => {
    const email = uniqueEmail('smtp');
    const res = await t.app.inject({ method: 'POST', url: '/Register/NewOTP', payload: { email }, headers: { 'accept-language': 'ar' }, remoteAddress: randomIp() });
    expect(res.statusCode).toBe(200);
    const code = await t.lastCode(email);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0].to.join()).toContain(email);
    // Arabic text goes out base64-encoded: decode the body part before looking for the code.
    const raw = smtp.mails[0].data;
    const body = raw.slice(raw.indexOf('\r\n\r\n') + 4).replace(/\r\n/g, '');
    expect(raw.includes(code) || Buffer.from(body, 'base64').toString('utf8').includes(code)).toBe(true);
    const [row] = await t.outbox(email);
    expect(row.subject).toBe('رمز التسجيل في تجربة');
    const delivered = await t.database.sql.query<{ delivered_at: Date | null }>('SELECT delivered_at FROM outbox_messages WHERE recipient = $1', [email]);
    expect(delivered[0].delivered_at).not.toBeNull();
  });

  it('dev outbox finds phone numbers however they are typed', async () => {
    const u = await t.createUser({ phoneNumber: '+966512345678' });
    await t.app.inject({ method: 'POST', url: '/Connect/SendLoginOTP', payload: { phoneNumber: u.row.phoneNumber }, remoteAddress: randomIp() });
    const res = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent('+966 51 234 5678')}` });
    expect(res.json().data[0]).toMatchObject({ channel: 'sms', to: '+966512345678', meta: { purpose: 'login' } });
  });
});
