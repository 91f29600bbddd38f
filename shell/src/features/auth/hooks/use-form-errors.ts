import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@tajriba/api-client';
import { Msg } from '@tajriba/contracts/platform';

/** Server field name → form field name, for the fields whose names differ (username → email). */
export type FieldMap<T extends FieldValues> = Partial<Record<string, Path<T>>>;

/**
 * Spreads a failed call over the form as the spec wants: `fieldsErrors` under their fields,
 * `errors` (and field errors for fields this form does not show) in the box under the form.
 * react-hook-form keeps the typed values; nothing here resets them.
 */
export function useFormErrors<T extends FieldValues>(setError: UseFormSetError<T>, fields: ReadonlyArray<Path<T>>, map: FieldMap<T> = {}) {
  const [boxErrors, setBoxErrors] = useState<string[]>([]);
  const clear = useCallback(() => setBoxErrors([]), []);
  const report = useCallback(
    (err: unknown) => {
      if (!isApiError(err)) {
        // A raw exception text is neither localised nor meant for people.
        setBoxErrors([Msg.somethingWentWrong]);
        return;
      }
      const box = [...err.errors];
      for (const [serverField, messages] of Object.entries(err.fieldsErrors)) {
        const target = (map[serverField] ?? serverField) as Path<T>;
        if (!messages.length) continue;
        if (fields.includes(target)) setError(target, { type: 'server', message: messages[0] }, { shouldFocus: true });
        else for (const m of messages) if (!box.includes(m)) box.push(m);
      }
      setBoxErrors(box);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setError, fields.join('|')],
  );
  return { boxErrors, report, clear };
}
