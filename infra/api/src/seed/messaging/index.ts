import type { SeedContext, SeedHook } from '../index';

/**
 * Demo conversations (issue 14): the demo guest with the demo host (Arabic, the host's language)
 * and with Hassan Bakhsh, a Jeddah host who writes in English. The last message of each is the
 * host's and unread, so the guest sees an unread count and a notification. Idempotent: a pair
 * that already has a chat is left alone.
 */
type Line = { from: 'guest' | 'host'; text: string; minutesAgo: number };

const conversations: { hostEmail: string; lines: Line[] }[] = [
  {
    hostEmail: 'host@tajriba.sa',
    lines: [
      { from: 'guest', text: 'السلام عليكم، هل التجربة مناسبة لطفل عمره ثماني سنوات؟', minutesAgo: 2 * 24 * 60 + 30 },
      { from: 'host', text: 'وعليكم السلام! نعم، مناسبة تمامًا، وعندنا خوذ وسترات بمقاسات الأطفال.', minutesAgo: 2 * 24 * 60 + 12 },
      { from: 'guest', text: 'ممتاز. وهل يوجد مكان لصلاة المغرب أثناء الرحلة؟', minutesAgo: 2 * 24 * 60 },
      { from: 'host', text: 'أكيد، نتوقف عند المخيم قبل الغروب. أرسل لك موقع نقطة التجمع قبل الموعد بيوم.', minutesAgo: 95 },
    ],
  },
  {
    hostEmail: 'hassan.host@tajriba.sa',
    lines: [
      { from: 'guest', text: 'Hi Hassan, do I need a diving certificate for the morning dive?', minutesAgo: 5 * 24 * 60 },
      { from: 'host', text: 'No certificate needed: beginners do a discovery dive with me at 6 m. Can you swim?', minutesAgo: 5 * 24 * 60 - 40 },
      { from: 'guest', text: 'Yes, comfortably. See you on Friday!', minutesAgo: 4 * 24 * 60 },
      { from: 'host', text: 'Great. Bring a towel and sunscreen; the boat leaves Obhur at 7:30.', minutesAgo: 3 * 24 * 60 },
    ],
  },
];

async function seedMessaging(ctx: SeedContext): Promise<void> {
  const { sql, clock } = ctx;
  const now = clock.now().getTime();
  const ids = async (email: string) => (await sql.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]))[0]?.id ?? null;
  const guest = await ids('guest@tajriba.sa');
  if (!guest) return;
  let seeded = 0;
  for (const c of conversations) {
    const host = await ids(c.hostEmail);
    if (!host) continue;
    const [a, b] = [Math.min(guest, host), Math.max(guest, host)];
    if ((await sql.query('SELECT 1 FROM chats WHERE user_a = $1 AND user_b = $2', [a, b])).length) continue;
    await sql.transaction(async (tx) => {
      const first = new Date(now - c.lines[0].minutesAgo * 60_000).toISOString();
      const [{ id: chatId }] = await tx.query<{ id: number }>('INSERT INTO chats (user_a, user_b, created_at) VALUES ($1, $2, $3) RETURNING id', [a, b, first]);
      let last = { id: 0, at: first };
      for (const [i, line] of c.lines.entries()) {
        const at = new Date(now - line.minutesAgo * 60_000).toISOString();
        const isLast = i === c.lines.length - 1;
        const [from, to] = line.from === 'guest' ? [guest, host] : [host, guest];
        // Everything is read except the host's last message (the guest's unread badge).
        const readAt = isLast ? null : new Date(now - line.minutesAgo * 60_000 + 5 * 60_000).toISOString();
        const [{ id }] = await tx.query<{ id: number }>(
          'INSERT INTO chat_messages (chat_id, from_user_id, to_user_id, content, created_at, updated_at, read_at) VALUES ($1, $2, $3, $4, $5, $5, $6) RETURNING id',
          [chatId, from, to, line.text, at, readAt],
        );
        last = { id, at };
      }
      await tx.query('UPDATE chats SET last_message_id = $2, last_message_at = $3 WHERE id = $1', [chatId, last.id, last.at]);
      const hostName = (await tx.query<{ name: string }>('SELECT coalesce(preferred_name, full_name) AS name FROM users WHERE id = $1', [host]))[0].name;
      await tx.query(
        `INSERT INTO notifications (user_id, kind, target_id, content_en, content_ar, payload, created_at) VALUES ($1, 'messageReceived', 3, $2, $3, $4::jsonb, $5)`,
        [guest, `New message from ${hostName}`, `رسالة جديدة من ${hostName}`, JSON.stringify({ chatId, messageId: last.id, fromName: hostName }), last.at],
      );
    });
    seeded++;
  }
  ctx.log.info({ chats: seeded }, 'messaging seeded');
}

const hook: SeedHook = { name: 'messaging', order: 300, run: seedMessaging };
export default hook;
