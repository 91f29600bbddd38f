import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
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
  /** the step's value when valid (errors shown under the fields otherwise) */
  validate(): Promise<unknown | null>;
  /** the step's value as typed, unvalidated (Back keeps it locally) */
  values(): unknown;
  /** server fieldsErrors under their fields (nested keys such as `messages.2.title`); answers those no field shows */
  showServerErrors(fieldsErrors: Record<string, string[]>): string[];
}

type Register = (handle: StepHandle | null) => void;
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
  const fieldNames = useRef(new Set<string>());
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
      validate: () => new Promise((resolve) => void form.handleSubmit((v) => resolve(v), () => resolve(null))()),
      values: () => form.getValues(),
      showServerErrors(fe) {
        const unshown: string[] = [];
        let focus = true;
        for (const [name, messages] of Object.entries(fe)) {
          const [message] = messages;
          if (!message) continue;
          const path = name.startsWith(`${key}.`) ? name.slice(key.length + 1) : name;
          if (path && path !== '_' && (fieldNames.current.has(path) || get(form.getValues(), path) !== undefined)) {
            form.setError(path as Path<T>, { type: 'server', message }, { shouldFocus: focus });
            focus = false;
          } else unshown.push(message);
        }
        return unshown;
      },
    });
    return () => register(null);
  }, [form, register, key]);
  return form;
}

/** The localised error of a field (message ids resolved; nested paths like `addOns.0.name`). */
export function useFieldError<T extends FieldValues>(form: UseFormReturn<T>) {
  const intl = useIntl();
  const errors = form.formState.errors;
  return useCallback(
    (name: string): string | undefined => {
      const e = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
      const message = e?.message ?? e?.root?.message;
      if (!message) return undefined;
      return intl.messages[message] !== undefined ? intl.formatMessage({ id: message }) : intl.formatMessage({ id: 'validation.pleaseValidateAllFields' });
    },
    [errors, intl],
  );
}
