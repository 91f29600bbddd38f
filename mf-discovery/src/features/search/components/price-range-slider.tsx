import { useId } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { toLatinDigits, useFormatters } from '@tajriba/i18n';
import { applyPriceRule, PRICE_CEILING, PRICE_FLOOR, PRICE_STEP, type PriceRange } from './price-range';

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
`;
const Track = styled.div`
  position: relative;
  block-size: 28px;
  &::before {
    content: '';
    position: absolute;
    inset-inline: 0;
    inset-block-start: 12px;
    block-size: 4px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.border};
  }
  .fill {
    position: absolute;
    inset-block-start: 12px;
    block-size: 4px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.primary};
  }
  input[type='range'] {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    margin: 0;
    background: none;
    pointer-events: none;
    appearance: none;
    -webkit-appearance: none;
  }
  input[type='range']::-webkit-slider-thumb {
    pointer-events: auto;
    -webkit-appearance: none;
    inline-size: 24px;
    block-size: 24px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    border: 2px solid ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    cursor: grab;
  }
  input[type='range']::-moz-range-thumb {
    pointer-events: auto;
    inline-size: 20px;
    block-size: 20px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    border: 2px solid ${({ theme }) => theme.colors.primary};
    cursor: grab;
  }
  input[type='range']:focus-visible::-webkit-slider-thumb {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  input[type='range']::-webkit-slider-runnable-track {
    background: none;
  }
`;
const Boxes = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.spacing[3]};
  label {
    display: grid;
    gap: 2px;
    padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    font-size: ${({ theme }) => theme.typography.sizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  input {
    border: 0;
    padding: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: ${({ theme }) => theme.typography.sizes.md};
    inline-size: 100%;
    &:focus {
      outline: none;
    }
  }
  label:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export interface PriceRangeSliderProps {
  value: PriceRange;
  onChange: (range: PriceRange) => void;
}

/**
 * Two thumbs on one track plus number boxes. Native range inputs follow `dir`, so the slider
 * mirrors in Arabic; the fill is placed with logical insets for the same reason.
 */
export function PriceRangeSlider({ value, onChange }: PriceRangeSliderProps) {
  const intl = useIntl();
  const f = useFormatters();
  const id = useId();
  const span = PRICE_CEILING - PRICE_FLOOR;
  const set = (edited: 'min' | 'max', raw: number) => {
    if (!Number.isFinite(raw)) return;
    onChange(applyPriceRule({ ...value, [edited]: raw }, edited));
  };
  // Text boxes, not type=number: a number box only shows Western digits, and an Arabic page writes
  // Arabic-Indic ones everywhere. Either system can be typed; the range stays a number.
  const digits = (n: number) => intl.formatNumber(n, { useGrouping: false });
  const parse = (raw: string) => {
    const latin = toLatinDigits(raw).replace(/\D/g, '');
    return latin ? Number(latin) : 0;
  };
  const minLabel = intl.formatMessage({ id: 'discovery.filters.priceMin' });
  const maxLabel = intl.formatMessage({ id: 'discovery.filters.priceMax' });
  return (
    <Wrap>
      <Track>
        <span
          className="fill"
          style={{ insetInlineStart: `${((value.min - PRICE_FLOOR) / span) * 100}%`, insetInlineEnd: `${100 - ((value.max - PRICE_FLOOR) / span) * 100}%` }}
        />
        <input
          type="range"
          aria-label={minLabel}
          aria-valuetext={f.sar(value.min)}
          min={PRICE_FLOOR}
          max={PRICE_CEILING}
          step={PRICE_STEP}
          value={value.min}
          onChange={(e) => set('min', Number(e.target.value))}
        />
        <input
          type="range"
          aria-label={maxLabel}
          aria-valuetext={f.sar(value.max)}
          min={PRICE_FLOOR}
          max={PRICE_CEILING}
          step={PRICE_STEP}
          value={value.max}
          onChange={(e) => set('max', Number(e.target.value))}
        />
      </Track>
      <Boxes>
        <label htmlFor={`${id}-min`}>
          {minLabel}
          <input id={`${id}-min`} type="text" inputMode="numeric" value={digits(value.min)} onChange={(e) => set('min', parse(e.target.value))} />
        </label>
        <label htmlFor={`${id}-max`}>
          {maxLabel}
          <input id={`${id}-max`} type="text" inputMode="numeric" value={digits(value.max)} onChange={(e) => set('max', parse(e.target.value))} />
        </label>
      </Boxes>
    </Wrap>
  );
}
