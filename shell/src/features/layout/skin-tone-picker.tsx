import { useId } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { skinToneModifier, skinTones, usePrefs, type SkinTone } from '@tajriba/session';
import { setSkinTone } from '@tajriba/session/shell';

const Group = styled.fieldset`
  margin: 0;
  border: 0;
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
`;
const Legend = styled.legend`
  padding: 0;
  margin-block-end: ${({ theme }) => theme.spacing[2]};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[1]};
`;
const Option = styled.label`
  position: relative;
  display: inline-grid;
  place-items: center;
  inline-size: 36px;
  block-size: 36px;
  cursor: pointer;
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  span {
    display: inline-grid;
    place-items: center;
    inline-size: 100%;
    block-size: 100%;
    border-radius: ${({ theme }) => theme.radii.round};
    border: 2px solid transparent;
    font-size: 20px;
    line-height: 1;
    /* Emoji glyphs, not the text font, whatever the language. */
    font-family: 'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji', sans-serif;
  }
  &:hover span {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  input:checked + span {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  input:focus-visible + span {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const WAVE = '\u{1F44B}';

/**
 * Emoji skin tone (neutral or one of the five Fitzpatrick tones), remembered in the stored
 * preferences; chat uses it for the emoji it offers. Native radios: arrow keys move the choice
 * and screen readers announce "checked, 3 of 6".
 */
export function SkinTonePicker() {
  const intl = useIntl();
  const { skinTone } = usePrefs();
  const name = useId();
  return (
    <Group data-testid="skin-tone-picker">
      <Legend>{intl.formatMessage({ id: 'shell.skinTone.title' })}</Legend>
      <Options>
        {skinTones.map((tone: SkinTone) => {
          const label = intl.formatMessage({ id: `shell.skinTone.${tone}` });
          return (
            <Option key={tone} title={label}>
              <input type="radio" name={name} value={tone} checked={skinTone === tone} aria-label={label} onChange={() => setSkinTone(tone)} />
              <span aria-hidden>{WAVE + skinToneModifier(tone)}</span>
            </Option>
          );
        })}
      </Options>
    </Group>
  );
}
