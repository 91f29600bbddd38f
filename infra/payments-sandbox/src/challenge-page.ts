/**
 * The hosted 3-D Secure page, in English or Arabic (right to left), light or dark following the
 * browser. It stands in for the issuer's page a real gateway redirects to: the guest approves or
 * fails the authentication, and the form posts back here.
 */
export type Lang = 'en' | 'ar';

const TEXT = {
  en: {
    title: '3-D Secure verification',
    sandbox: 'Payment sandbox: no real card is charged',
    intro: 'Your bank asks you to confirm this payment.',
    verifyIntro: 'Your bank asks you to confirm this card. A 1.00 SAR authorisation is made and released at once.',
    merchant: 'Merchant',
    amount: 'Amount',
    card: 'Card',
    approve: 'Approve',
    fail: 'Fail authentication',
    done: 'This verification is already complete.',
    back: 'Return to the merchant',
  },
  ar: {
    title: 'التحقق الآمن ثلاثي الأبعاد',
    sandbox: 'بيئة دفع تجريبية: لن تُخصم أي مبالغ حقيقية',
    intro: 'يطلب منك مصرفك تأكيد هذه العملية.',
    verifyIntro: 'يطلب منك مصرفك تأكيد هذه البطاقة. سيُحجز مبلغ ١٫٠٠ ريال ثم يُلغى فوراً.',
    merchant: 'التاجر',
    amount: 'المبلغ',
    card: 'البطاقة',
    approve: 'تأكيد',
    fail: 'إفشال التحقق',
    done: 'اكتمل هذا التحقق مسبقاً.',
    back: 'العودة إلى التاجر',
  },
} as const;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** `ar` when asked by ?lang=ar or when the browser prefers Arabic. */
export function pickLang(query: string | null, acceptLanguage: string | undefined): Lang {
  if (query === 'ar' || query === 'en') return query;
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('ar') ? 'ar' : 'en';
}

export function formatAmount(halalas: number, currency: string, lang: Lang): string {
  return new Intl.NumberFormat(lang === 'ar' ? 'ar-SA' : 'en-SA', { style: 'currency', currency }).format(halalas / 100);
}

export interface ChallengeView {
  action: string;
  lang: Lang;
  merchant: string;
  amountHalalas: number;
  currency: string;
  lastFour: string;
  brand: string;
  kind: 'payment' | 'token';
  /** Already decided: show a link back instead of the buttons. */
  returnUrl: string | null;
}

export function challengePage(v: ChallengeView): string {
  const t = TEXT[v.lang];
  const dir = v.lang === 'ar' ? 'rtl' : 'ltr';
  const amount = formatAmount(v.amountHalalas, v.currency, v.lang);
  const body = v.returnUrl
    ? `<p>${t.done}</p><p><a class="btn primary" href="${escapeHtml(v.returnUrl)}">${t.back}</a></p>`
    : `<form method="post" action="${escapeHtml(v.action)}">
        <input type="hidden" name="lang" value="${v.lang}">
        <div class="actions">
          <button class="btn primary" type="submit" name="decision" value="approve">${t.approve}</button>
          <button class="btn" type="submit" name="decision" value="fail">${t.fail}</button>
        </div>
      </form>`;
  return `<!doctype html>
<html lang="${v.lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${t.title}</title>
<style>
  :root { color-scheme: light dark; --bg: #f4f6f8; --card: #fff; --fg: #1b2430; --muted: #5b6675; --line: #d9dee5; --accent: #0e7c66; --accent-fg: #fff; --warn-bg: #fff4d6; --warn-fg: #6b4e00; }
  @media (prefers-color-scheme: dark) { :root { --bg: #0f1419; --card: #1a2129; --fg: #e8edf2; --muted: #a3adb8; --line: #2d3742; --accent: #3fc1a0; --accent-fg: #08261f; --warn-bg: #3a3010; --warn-fg: #f5d98a; } }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--fg);
    font: 16px/1.5 system-ui, "Segoe UI", "Noto Naskh Arabic", "Noto Sans Arabic", Tahoma, sans-serif; }
  main { inline-size: min(28rem, 100% - 2rem); background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 1.5rem; }
  h1 { font-size: 1.25rem; margin: 0 0 .5rem; }
  .note { background: var(--warn-bg); color: var(--warn-fg); border-radius: 8px; padding: .5rem .75rem; font-size: .875rem; margin-block-end: 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; margin: 1rem 0; }
  dt { color: var(--muted); }
  dd { margin: 0; text-align: end; font-variant-numeric: tabular-nums; }
  .actions { display: flex; gap: .75rem; flex-wrap: wrap; }
  .btn { flex: 1 1 10rem; padding: .75rem 1rem; border-radius: 8px; border: 1px solid var(--line); background: transparent; color: var(--fg); font: inherit; cursor: pointer; text-align: center; text-decoration: none; display: inline-block; }
  .btn.primary { background: var(--accent); color: var(--accent-fg); border-color: var(--accent); }
  .btn:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
</style>
</head>
<body>
<main>
  <h1>${t.title}</h1>
  <p class="note">${t.sandbox}</p>
  <p>${v.kind === 'token' ? t.verifyIntro : t.intro}</p>
  <dl>
    <dt>${t.merchant}</dt><dd>${escapeHtml(v.merchant)}</dd>
    <dt>${t.amount}</dt><dd dir="ltr">${amount}</dd>
    <dt>${t.card}</dt><dd dir="ltr">${escapeHtml(v.brand.toUpperCase())} •••• ${escapeHtml(v.lastFour)}</dd>
  </dl>
  ${body}
</main>
</body>
</html>`;
}
