/** Spec: two months are shown above 700 px. */
export const TWO_MONTHS_QUERY = '(min-width: 701px)';
