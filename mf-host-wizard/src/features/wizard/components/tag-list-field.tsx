import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Button, TextField } from '@tajriba/design-system';
import { Chip, Chips, Row } from './ui';

/**
 * A list of short texts bound to a string-array field (highlights' keywords, the equipment
 * included): type one, Add (or Enter), remove it from its chip. The same text is added once.
 */
export function TagListField<T extends FieldValues>({ control, name, label, addLabel, maxLength, maxItems, error }: { control: Control<T>; name: Path<T>; label: string; addLabel: string; maxLength: number; maxItems: number; error?: string }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const items = (field.value ?? []) as string[];
        const add = () => {
          const v = text.trim();
          if (!v) return;
          if (!items.includes(v)) field.onChange([...items, v]);
          setText('');
        };
        return (
          <div>
            <Row>
              <TextField
                label={label}
                value={text}
                onChange={(e) => setText(e.target.value)}
                onKeyDown={(e) => {
                  // Enter adds the text instead of submitting anything.
                  if (e.key !== 'Enter') return;
                  e.preventDefault();
                  add();
                }}
                maxLength={maxLength}
                error={error}
              />
              <Button variant="secondary" disabled={!text.trim() || items.length >= maxItems} onClick={add}>
                {addLabel}
              </Button>
            </Row>
            <Chips>
              {items.map((k) => (
                <Chip key={k} type="button" $on aria-label={intl.formatMessage({ id: 'host-wizard.common.removeNamed' }, { name: k })} onClick={() => field.onChange(items.filter((x) => x !== k))}>
                  {k} ×
                </Chip>
              ))}
            </Chips>
          </div>
        );
      }}
    />
  );
}
