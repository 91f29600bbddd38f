/**
 * What the card form edits, without its rules: the checkout holds the value from its first render,
 * while the rules (card-rules.ts: formats, Luhn, expiry) come with the form's own chunk.
 */

export interface CardInput {
  holderName: string;
  /** as shown: `4111 1111 1111 1111` */
  number: string;
  /** as shown: `MM/YY` */
  expiry: string;
  cvc: string;
}

/** What the card form edits: the card, and whether to save it with the payment. */
export interface CardFormValue extends CardInput {
  save: boolean;
}

export const emptyCard: CardFormValue = { holderName: '', number: '', expiry: '', cvc: '', save: false };

/** Message ids (mf-booking catalogues) per field; absent = valid. */
export type CardErrors = Partial<Record<keyof CardInput, string>>;
