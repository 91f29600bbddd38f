import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@tajriba/api-client';
import { Msg } from '@tajriba/contracts/constants';
import { ApiMsg } from '@tajriba/contracts/api-messages';

/**
 * Spreads a failed call over a form as the spec wants (§8): `fieldsErrors` under their fields,
 * `errors` (and errors of fields this form does not show) in the box under the form. The typed
 * values stay: nothing here resets the form.
 */
export function useFormErrors<T extends FieldValues>(setError: UseFormSetError<T>, fields: ReadonlyArray<Path<T>>, map: Partial<Record<string, Path<T>>> = {}) {
  const [boxErrors, setBoxErrors] = useState<string[]>([]);
  const clear = useCallback(() => setBoxErrors([]), []);
  const key = fields.join('|');
  const report = useCallback(
    (err: unknown) => {
      // A raw exception text is neither localised nor meant for people.
      if (!isApiError(err)) return setBoxErrors([Msg.somethingWentWrong]);
      const box = [...err.errors];
      const unshown: string[] = [];
      let focused = false;
      for (const [serverField, messages] of Object.entries(err.fieldsErrors)) {
        const target = (map[serverField] ?? serverField) as Path<T>;
        if (!messages.length) continue;
        if (fields.includes(target)) {
          setError(target, { type: 'server', message: messages[0] }, { shouldFocus: !focused });
          focused = true;
        } else for (const m of messages) if (!unshown.includes(m)) unshown.push(m);
      }
      // A field error already says what is wrong: the box repeats only what no field shows. The
      // server's `errors` is the localised text of the same refusal ("wrong current password" under
      // the field and again in the box), so once a field shows it only the unshown ones stay.
      setBoxErrors(focused ? unshown.filter((m) => m !== ApiMsg.validationFailed) : [...box, ...unshown.filter((m) => !box.includes(m))]);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setError, key],
  );
  return { boxErrors, report, clear };
}
