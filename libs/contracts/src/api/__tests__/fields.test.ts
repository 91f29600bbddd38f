import * as z from 'zod/mini';
import { Msg } from '@tajriba/contracts/constants';
import { contactRequestSchema } from '../contact';
import { askQuestionBodySchema } from '../discovery/questions';
import { createFavouriteNameBodySchema } from '../discovery/favourites';
import { aboutSchema, emergencyContactSchema } from '../account';
import { addressField, emailField, isStorableText, nameField, optionalText, requiredString } from '../fields';

/** Text PostgreSQL cannot store is refused by the shared validators (issue 11 §2). */
const NUL = 'Abc\u0000def';
const LONE_HIGH = 'Abc\uD800def';
const LONE_LOW = 'Abc\uDC00def';
const PAIR = 'Abc \uD83D\uDE00 def'; // 😀, a well-formed pair

describe('isStorableText', () => {
  test('refuses NUL and lone surrogates, accepts pairs, Arabic and RTL marks', () => {
    expect(isStorableText(NUL)).toBe(false);
    expect(isStorableText(LONE_HIGH)).toBe(false);
    expect(isStorableText(LONE_LOW)).toBe(false);
    expect(isStorableText('\uD800')).toBe(false);
    expect(isStorableText(PAIR)).toBe(true);
    expect(isStorableText('مرحبا \u200F بالعالم')).toBe(true);
  });
});

describe('shared field validators', () => {
  const fields: [string, z.core.$ZodType][] = [
    ['requiredString', requiredString()],
    ['nameField', nameField()],
    ['addressField', addressField()],
    ['optionalText', optionalText(3, 500, Msg.min3, Msg.max500)],
  ];
  test.each(fields)('%s refuses NUL and lone surrogates with validation.invalidValue', (_name, schema) => {
    for (const bad of [`${NUL} long enough`, `${LONE_HIGH} long enough`, `${LONE_LOW} long enough`]) {
      const r = z.safeParse(schema, bad);
      expect(r.success).toBe(false);
      expect(r.error?.issues.map((i) => i.message)).toContain(Msg.invalidValue);
    }
    expect(z.safeParse(schema, `${PAIR} long enough`).success).toBe(true);
  });

  test('e-mail refuses NUL', () => {
    expect(z.safeParse(emailField(), 'a\u0000@x.com').success).toBe(false);
  });

  test('request schemas with free text refuse it too', () => {
    expect(z.safeParse(contactRequestSchema, { name: 'Layla', email: 'l@x.com', subject: 'Hello', message: `Bad text ${NUL}` }).success).toBe(false);
    expect(z.safeParse(askQuestionBodySchema, { question: `Parking ${LONE_HIGH}?` }).success).toBe(false);
    expect(z.safeParse(createFavouriteNameBodySchema, { name: `Trip ${NUL}` }).success).toBe(false);
    expect(z.safeParse(emergencyContactSchema, { name: 'Omar Ali', phoneNumber: '+966500000009', relationship: `Bro${LONE_LOW}` }).success).toBe(false);
    const about = Object.fromEntries(Object.keys(aboutSchema.shape).map((k) => [k, `Some text ${LONE_HIGH}`]));
    expect(z.safeParse(aboutSchema, about).success).toBe(false);
  });
});
