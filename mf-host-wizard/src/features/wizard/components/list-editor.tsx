import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useFieldArray, type ArrayPath, type FieldArray, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Button } from '@tajriba/design-system';
import { Card, ErrorText } from './ui';

export interface ListEditorProps<T extends FieldValues, N extends ArrayPath<T>> {
  form: UseFormReturn<T>;
  /** the list's field (`addOns`, `coHosts`, `messages`, `items`) */
  name: N;
  /** false while the step's toggle is off: neither the items nor the add button show */
  shown?: boolean;
  /** an item's legend ("Add-on 2"), numbered from 1 */
  itemLabel: (n: number) => string;
  addLabel: string;
  /** a new, empty item (the contracts' blank*) */
  blank: () => FieldArray<T, N>;
  /** how many items the list takes at most (the add button is off at that many) */
  max: number;
  /** whether item `i` offers Remove (add-ons, co-hosts, messages: not the first — `canRemoveItem`) */
  canRemove?: (index: number) => boolean;
  /** the list's own error (at least one, too many), already localised */
  error?: string;
  /** item `i`'s fields (registered on `${name}.${i}.…`) */
  children: (index: number) => ReactNode;
}

/**
 * A wizard step's list of items (add-ons, co-hosts, agenda parts, scheduled messages): each item a
 * card with its number and, where allowed, Remove; then Add, and the list's error. The items' own
 * fields and their errors are the step's (`children`): a new item's empty fields stay quiet until
 * touched or Continue (`useFieldError`).
 */
export function ListEditor<T extends FieldValues, N extends ArrayPath<T>>({ form, name, shown = true, itemLabel, addLabel, blank, max, canRemove = () => true, error, children }: ListEditorProps<T, N>) {
  const intl = useIntl();
  const items = useFieldArray<T, N, 'key'>({ control: form.control, name, keyName: 'key' });
  return (
    <>
      {shown &&
        items.fields.map((f, i) => (
          <Card key={f.key}>
            <legend>{itemLabel(i + 1)}</legend>
            {children(i)}
            {canRemove(i) && (
              <Button variant="ghost" onClick={() => items.remove(i)}>
                {intl.formatMessage({ id: 'host-wizard.common.remove' })}
              </Button>
            )}
          </Card>
        ))}
      {shown && (
        <Button variant="secondary" onClick={() => items.append(blank())} disabled={items.fields.length >= max}>
          {addLabel}
        </Button>
      )}
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </>
  );
}
