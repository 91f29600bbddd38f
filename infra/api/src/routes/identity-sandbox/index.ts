import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Access } from '../../lib/access';
import { sandboxApp, sandboxChoices, sandboxPersonFor } from '../../services/national-identity';

const T = {
  en: {
    title: 'National identity app (sandbox)',
    intro: 'This page plays the national identity app for testers. Enter the national ID the site was given, then pick the number the site shows, or reject the request.',
    nationalId: 'National ID or Iqama number',
    open: 'Open requests',
    none: 'No request is waiting for this ID. Start one on the site, then refresh.',
    refresh: 'Refresh',
    pick: 'Pick the number shown on the site',
    reject: 'Reject',
    as: 'You will be verified as',
    expires: 'Expires',
    done: { completed: 'Approved: the site now completes.', rejected: 'Rejected: the site shows the request was rejected.', stale: 'This request is no longer waiting.' },
    other: 'العربية',
  },
  ar: {
    title: 'تطبيق الهوية الوطنية (بيئة تجريبية)',
    intro: 'تحاكي هذه الصفحة تطبيق الهوية الوطنية للمختبرين. أدخل رقم الهوية الذي أُرسل إلى الموقع، ثم اختر الرقم الظاهر في الموقع أو ارفض الطلب.',
    nationalId: 'رقم الهوية الوطنية أو الإقامة',
    open: 'عرض الطلبات',
    none: 'لا يوجد طلب بانتظار هذا الرقم. ابدأ طلبًا في الموقع ثم حدّث الصفحة.',
    refresh: 'تحديث',
    pick: 'اختر الرقم الظاهر في الموقع',
    reject: 'رفض',
    as: 'سيتم التحقق منك باسم',
    expires: 'ينتهي',
    done: { completed: 'تمت الموافقة: سيكمل الموقع الآن.', rejected: 'تم الرفض: سيعرض الموقع أن الطلب مرفوض.', stale: 'لم يعد هذا الطلب بانتظار الرد.' },
    other: 'English',
  },
};
type Lang = keyof typeof T;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(lang: Lang, nationalId: string, rows: Awaited<ReturnType<ReturnType<typeof sandboxApp>['waitingFor']>>, done: string | null): string {
  const t = T[lang];
  const q = (l: Lang) => `?lang=${l}${nationalId ? `&nationalId=${encodeURIComponent(nationalId)}` : ''}`;
  const requests = rows
    .map((r) => {
      const person = sandboxPersonFor(r.nationalId);
      const buttons = sandboxChoices(r.randomNumber)
        .map((n) => `<button name="number" value="${n}" data-testid="sandbox-number-${n}" class="num">${n}</button>`)
        .join('');
      return `<form method="post" action="/dev/identity-sandbox/respond" class="req" data-testid="sandbox-request">
        <input type="hidden" name="id" value="${r.id}"><input type="hidden" name="nationalId" value="${esc(nationalId)}"><input type="hidden" name="lang" value="${lang}">
        <p>${t.as} <strong>${esc(lang === 'ar' ? person.nameAr : person.nameEn)}</strong></p>
        <p>${t.pick}</p><div class="nums">${buttons}</div>
        <p class="muted">${t.expires}: ${esc(new Date(r.expiresAt).toLocaleTimeString(lang === 'ar' ? 'ar-SA' : 'en-GB'))}</p>
        <button name="reject" value="1" class="reject" data-testid="sandbox-reject">${t.reject}</button>
      </form>`;
    })
    .join('');
  return `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${t.title}</title>
<style>body{font-family:system-ui,'Noto Sans Arabic',sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1b2a27;background:#f4f7f6}h1{font-size:1.3rem}
.req{background:#fff;border-radius:12px;padding:1rem;margin-block:1rem;box-shadow:0 1px 3px #0002}.nums{display:flex;gap:.75rem}.num{font-size:1.6rem;width:4rem;height:4rem;border-radius:50%;border:2px solid #0f7a63;background:#fff;color:#0f7a63;cursor:pointer}
.reject{margin-block-start:.5rem;background:none;border:1px solid #b3261e;color:#b3261e;border-radius:8px;padding:.4rem 1rem}.muted{color:#5b6b67;font-size:.85rem}.done{background:#e6f4ef;padding:.75rem;border-radius:8px}
input[type=text]{padding:.5rem;font-size:1rem;width:100%;box-sizing:border-box;margin-block:.5rem}</style></head><body>
<p><a href="${q(lang === 'ar' ? 'en' : 'ar')}">${t.other}</a></p><h1>${t.title}</h1><p>${t.intro}</p>
${done ? `<p class="done" role="status" data-testid="sandbox-done">${esc(done)}</p>` : ''}
<form method="get" action="/dev/identity-sandbox"><input type="hidden" name="lang" value="${lang}"><label>${t.nationalId}<input type="text" name="nationalId" inputmode="numeric" value="${esc(nationalId)}" data-testid="sandbox-national-id"></label>
<button data-testid="sandbox-open">${nationalId ? t.refresh : t.open}</button></form>
${nationalId ? requests || `<p data-testid="sandbox-none">${t.none}</p>` : ''}
</body></html>`;
}

/**
 * The national identity sandbox's "app" (development and tests only; not registered in
 * production): a tester enters the national ID the site sent, sees the waiting requests and picks
 * the number the site shows (a wrong number rejects, as the real app does) or rejects.
 */
const identitySandbox: FastifyPluginAsync = async (fastify) => {
  if (fastify.config.isProduction) return;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sandbox = sandboxApp(fastify.sql, fastify.clock);
  // Plain HTML forms post urlencoded bodies; only this (encapsulated) plugin reads them.
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const langOf = (l?: string): Lang => (l === 'ar' ? 'ar' : 'en');
  const send = (reply: import('fastify').FastifyReply, html: string) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'").send(html);

  app.get(
    '/dev/identity-sandbox',
    {
      config: { access: Access.public() },
      schema: { tags: ['dev'], summary: 'National identity sandbox app (not in production)', querystring: z.object({ nationalId: z.string().max(20).optional(), lang: z.string().max(5).optional(), done: z.enum(['completed', 'rejected', 'stale']).optional() }) },
    },
    async (request, reply) => {
      const lang = langOf(request.query.lang);
      const nationalId = (request.query.nationalId ?? '').replace(/\D/g, '').slice(0, 10);
      const rows = nationalId ? await sandbox.waitingFor(nationalId) : [];
      return send(reply, page(lang, nationalId, rows, request.query.done ? T[lang].done[request.query.done] : null));
    },
  );

  app.post(
    '/dev/identity-sandbox/respond',
    {
      config: { access: Access.public() },
      schema: {
        tags: ['dev'],
        summary: 'The tester picks a number or rejects (not in production)',
        body: z.object({ id: z.uuid(), number: z.coerce.number().int().optional(), reject: z.string().optional(), nationalId: z.string().max(20).default(''), lang: z.string().max(5).optional() }),
      },
    },
    async (request, reply) => {
      const { id, number, reject, nationalId } = request.body;
      const lang = langOf(request.body.lang);
      const done = await sandbox.respond(id, { number, reject: !!reject });
      return reply.redirect(`/dev/identity-sandbox?lang=${lang}&nationalId=${encodeURIComponent(nationalId.replace(/\D/g, ''))}&done=${done}`, 303);
    },
  );
};
export default identitySandbox;
