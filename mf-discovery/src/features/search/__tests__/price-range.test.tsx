import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithDesignSystem } from '@tajriba/design-system/testing';
import { discoveryMessages } from '../../../testing/messages';
import { applyPriceRule, PRICE_CEILING, type PriceRange } from '../components/price-range';
import { PriceRangeSlider } from '../components/price-range-slider';

describe('price range rule', () => {
  it('moves the edited minimum 5 below the maximum when it reaches it', () => {
    expect(applyPriceRule({ min: 500, max: 500 }, 'min')).toEqual({ min: 495, max: 500 });
    expect(applyPriceRule({ min: 800, max: 500 }, 'min')).toEqual({ min: 495, max: 500 });
  });
  it('moves the edited maximum 5 above the minimum when it reaches it', () => {
    expect(applyPriceRule({ min: 300, max: 300 }, 'max')).toEqual({ min: 300, max: 305 });
    expect(applyPriceRule({ min: 300, max: 100 }, 'max')).toEqual({ min: 300, max: 305 });
  });
  it('leaves a valid range alone and keeps values inside the slider', () => {
    expect(applyPriceRule({ min: 100, max: 200 }, 'min')).toEqual({ min: 100, max: 200 });
    expect(applyPriceRule({ min: -20, max: PRICE_CEILING + 100 }, 'max')).toEqual({ min: 0, max: PRICE_CEILING });
  });
});

function Harness() {
  const [r, setR] = useState<PriceRange>({ min: 100, max: 400 });
  return (
    <>
      <PriceRangeSlider value={r} onChange={setR} />
      <output data-testid="range">{`${r.min}-${r.max}`}</output>
    </>
  );
}

describe('PriceRangeSlider', () => {
  it('applies the rule to the side being dragged', () => {
    renderWithDesignSystem(<Harness />, { messages: discoveryMessages });
    const [minThumb, maxThumb] = screen.getAllByRole('slider');
    fireEvent.change(minThumb, { target: { value: '600' } });
    expect(screen.getByTestId('range')).toHaveTextContent('395-400');
    fireEvent.change(maxThumb, { target: { value: '200' } });
    expect(screen.getByTestId('range')).toHaveTextContent('395-400');
    fireEvent.change(maxThumb, { target: { value: '1000' } });
    expect(screen.getByTestId('range')).toHaveTextContent('395-1000');
    expect(screen.getByRole('textbox', { name: 'Maximum (SAR)' })).toHaveValue('1000');
  });
  it('shows Arabic-Indic digits on an Arabic page and reads either system', () => {
    renderWithDesignSystem(<Harness />, { messages: discoveryMessages, locale: 'ar' });
    const [min, max] = screen.getAllByRole('textbox');
    expect(min).toHaveValue('١٠٠');
    fireEvent.change(max, { target: { value: '٢٥٠' } });
    expect(screen.getByTestId('range')).toHaveTextContent('100-250');
    expect(max).toHaveValue('٢٥٠');
    fireEvent.change(min, { target: { value: '150' } });
    expect(min).toHaveValue('١٥٠');
  });
});
