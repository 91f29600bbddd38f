import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { useForm, get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { snapshot } from 'valtio';
import { useIntl } from 'react-intl';
import { stepSchemas, stepValue, type StepKey } from '@tajriba/contracts/host-wizard';
import { useWizardStore, wizardActions } from '../stores/wizard-store';

/** What the frame asks of the step on screen (Continue, Back, a failed save). */
export interface StepHandle {
  /** the form part this handle edits (a step left behind may still be mounted, hidden, while the next one loads) */
  key: StepKey;
  /**
   * The step's value when valid. Otherwise the errors are shown under their fields, and `unshown`
   * carries the messages of errors no field of the step displays (an object-level rule, a hidden
   * field): the frame lists them in the step's error box, so Continue is never silent.
   */
  validate(): Promise<{ ok: true; value: unknown } | { ok: false; unshown: string[] }>;
  /** the step's value as typed, unvalidated (Back keeps it locally) */
  values(): unknown;
  /** server fieldsErrors under their fields (nested keys such as `messages.2.title`); answers those no field shows */
  showServerErrors(fieldsErrors: Record<string, string[]>): string[];
}

type Register = (handle: StepHandle | null) => void;

/**
 * The field paths each step form displays errors for (every `err(path)` its render asked about),
 * keyed by the form's control. An error at any other path has no place on screen.
 */
const displayed = new WeakMap<object, Set<string>>();

/** Every error of a react-hook-form errors tree as [path, message] (array-level errors sit under `root`). */
export function flattenErrors(errors: unknown, prefix = ''): [string, string][] {
  if (!errors || typeof errors !== 'object') return [];
  const node = errors as Record<string, unknown>;
  const out: [string, string][] = [];
  if (typeof node.message === 'string' && typeof node.type === 'string') out.push([prefix, node.message]);
  for (const [k, v] of Object.entries(node)) {
    if (k === 'ref' || k === 'message' || k === 'type' || k === 'types') continue;
    if (k === 'root') out.push(...flattenErrors(v, prefix));
    else out.push(...flattenErrors(v, prefix ? `${prefix}.${k}` : k));
  }
  return out;
}
const HandleCtx = createContext<Register | null>(null);

/** Gives the step on screen a way to register its handle with the frame. */
export function StepHandleProvider({ register, children }: { register: Register; children: ReactNode }) {
  return <HandleCtx.Provider value={register}>{children}</HandleCtx.Provider>;
}

/**
 * A step's form: react-hook-form on the step's shared schema (`@tajriba/contracts/host-wizard`),
 * started from the store's copy, registered with the frame so its Continue validates and saves it.
 */
export function useStepForm<T extends FieldValues>(key: StepKey): UseFormReturn<T> {
  const store = useWizardStore();
  const register = useContext(HandleCtx);
  // The store's form is a valtio proxy (not cloneable): clone its snapshot.
  const [initial] = useState(() => structuredClone(stepValue(snapshot(store).form as typeof store.form, key)) as T);
  const form = useForm<T>({
    resolver: zodResolver(stepSchemas[key] as never) as never,
    defaultValues: initial as never,
    mode: 'onTouched',
  });
  // Filled by the step's useFieldError calls while it renders; read when a check fails.
  const [shown] = useState(() => new Set<string>());
  displayed.set(form.control, shown);
  const isDirty = form.formState.isDirty;
  useEffect(() => {
    wizardActions.setDirty(store, isDirty);
  }, [isDirty, store]);
  // A layout effect: when the next step suspends, React keeps this one mounted but hidden and
  // destroys only its layout effects, so the frame never talks to a step that is not on screen.
  useLayoutEffect(() => {
    if (!register) return;
    register({
      key,
      // A failure inside the check itself (the resolver, a callback) rejects, so the frame can say so.
      validate: () =>
        new Promise((resolve, reject) =>
          form
            .handleSubmit(
              (value) => resolve({ ok: true, value }),
              (errors) => resolve({ ok: false, unshown: [...new Set(flattenErrors(errors).filter(([path]) => !shown.has(path)).map(([, m]) => m))] }),
            )()
            .catch(reject),
        ),
      values: () => form.getValues(),
      showServerErrors(fe) {
        const unshown: string[] = [];
        let focus = true;
        for (const [name, messages] of Object.entries(fe)) {
          const [message] = messages;
          if (!message) continue;
          const path = name.startsWith(`${key}.`) ? name.slice(key.length + 1) : name;
          if (path && path !== '_' && shown.has(path)) {
            form.setError(path as Path<T>, { type: 'server', message }, { shouldFocus: focus });
            focus = false;
          } else unshown.push(message);
        }
        return unshown;
      },
    });
    return () => register(null);
  }, [form, register, key, shown]);
  return form;
}

/** The localised error of a field (message ids resolved; nested paths like `addOns.0.name`). */
export function useFieldError<T extends FieldValues>(form: UseFormReturn<T>) {
  const intl = useIntl();
  const { errors, touchedFields, isSubmitted } = form.formState;
  const shown = displayed.get(form.control);
  return useCallback(
    (name: string): string | undefined => {
      shown?.add(name);
      const e = get(errors, name) as { message?: string; type?: string; root?: { message?: string } } | undefined;
      const message = e?.message ?? e?.root?.message;
      if (!message) return undefined;
      // react-hook-form checks a whole list when an item is added, so a new agenda part or add-on
      // would say "required" before anyone typed in it, and keep saying it while they type (an
      // untouched field is not checked again on change). Until Continue, a field's own error shows
      // once the field has been left; the server's errors always show.
      if (!isSubmitted && e?.type !== 'server' && !get(touchedFields, name)) return undefined;
      return intl.messages[message] !== undefined ? intl.formatMessage({ id: message }) : intl.formatMessage({ id: 'validation.pleaseValidateAllFields' });
    },
    [errors, touchedFields, isSubmitted, intl, shown],
  );
}
