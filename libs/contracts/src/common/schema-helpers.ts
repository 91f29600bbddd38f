import * as z from 'zod/mini';

/**
 * Classic zod's `.default(value)`: zod/mini spells it `z._default` (`default` is a keyword). This
 * alias is the one place the name appears, so schemas read `withDefault(schema, value)` and the
 * underscore lint stays quiet. Same function, same types. Not exported from the package.
 */
// oxlint-disable-next-line no-underscore-dangle -- zod/mini's own name for `.default()`
export const withDefault = z._default;
