import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { styled } from 'styled-components';
import { Switch } from '@tajriba/design-system';

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
`;
export const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  align-items: start;
`;
export const Card = styled.fieldset`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
  padding: ${({ theme }) => theme.spacing[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  legend {
    padding-inline: ${({ theme }) => theme.spacing[1]};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
    color: ${({ theme }) => theme.colors.text};
  }
`;
export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;
export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;
export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]};
`;
/** A button that looks like a link (Save draft, the online entry under the type cards). */
export const LinkButton = styled.button`
  justify-self: start;
  border: 0;
  background: none;
  padding: 0;
  font: inherit;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  cursor: pointer;
`;
/** A named group of fields without a frame (a borderless fieldset; a `legend` names it). */
export const Group = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
  legend {
    padding: 0;
  }
`;
/** A group of chips with its accessible name (a borderless fieldset). */
export const ChipSet = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]};
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
`;
export const Chip = styled.button<{ $on: boolean; $error?: boolean }>`
  padding-block: ${({ theme }) => theme.spacing[1.5]};
  padding-inline: ${({ theme }) => theme.spacing[3]};
  border-radius: 999px;
  border: 1px solid ${({ theme, $on, $error }) => ($error ? theme.colors.danger : $on ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $on }) => ($on ? theme.colors.primarySoft : theme.colors.surface)};
  color: ${({ theme, $on }) => ($on ? theme.colors.onPrimarySoft : theme.colors.text)};
  font: inherit;
  cursor: pointer;
`;

/** A switch bound to a boolean field; `onToggle` applies the spec's reset rule (§4 "Toggles"). */
export function ToggleField<T extends FieldValues>({ control, name, label, description, onToggle }: { control: Control<T>; name: Path<T>; label: ReactNode; description?: ReactNode; onToggle?: (on: boolean) => void }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          description={description}
          checked={Boolean(field.value)}
          onChange={(e) => (onToggle ? onToggle(e.target.checked) : field.onChange(e.target.checked))}
        />
      )}
    />
  );
}

/** Multi-choice chips bound to an array field. */
export function ChipsField<T extends FieldValues, V extends string | number>({ control, name, options, error, label }: { control: Control<T>; name: Path<T>; options: readonly { value: V; label: string }[]; error?: string; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = (field.value ?? []) as V[];
        return (
          <Group aria-label={label}>
            <Chips>
              {options.map((o) => (
                <Chip
                  key={o.value}
                  type="button"
                  $on={value.includes(o.value)}
                  $error={Boolean(error)}
                  aria-pressed={value.includes(o.value)}
                  onClick={() => field.onChange(value.includes(o.value) ? value.filter((v) => v !== o.value) : [...value, o.value])}
                >
                  {o.label}
                </Chip>
              ))}
            </Chips>
            {error && <ErrorText role="alert">{error}</ErrorText>}
          </Group>
        );
      }}
    />
  );
}
