import { useState } from 'react';
import { act, screen, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox, NumberStepper, OtpInput, RadioGroup, Select, Switch } from '../index';
import { renderWithDesignSystem } from '../testing';

describe('OtpInput', () => {
  function Demo({ onComplete, length = 4 }: { onComplete?: (v: string) => void; length?: number }) {
    const [v, setV] = useState('');
    return (
      <>
        <OtpInput length={length} value={v} onChange={setV} onComplete={onComplete} label="Verification code" />
        <output data-testid="value">{v}</output>
      </>
    );
  }
  it('renders one labelled box per digit', () => {
    renderWithDesignSystem(<Demo />);
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 4' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
  });
  it('fills every box from a pasted code and reports completion', async () => {
    const onComplete = jest.fn();
    renderWithDesignSystem(<Demo onComplete={onComplete} />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Digit 1 of 4' }));
    await userEvent.paste('Code: 4 8 1 5');
    expect(screen.getByTestId('value')).toHaveTextContent('4815');
    expect(screen.getAllByRole('textbox').map((b) => (b as HTMLInputElement).value)).toEqual(['4', '8', '1', '5']);
    expect(onComplete).toHaveBeenCalledWith('4815');
  });
  it('accepts Arabic-Indic digits from an Arabic keyboard or SMS', async () => {
    renderWithDesignSystem(<Demo />, { locale: 'ar' });
    await userEvent.click(screen.getByRole('textbox', { name: 'الرقم ١ من ٤' }));
    await userEvent.paste('٤٨١٥');
    expect(screen.getByTestId('value')).toHaveTextContent('4815');
  });
  it('shows the code in Arabic-Indic digits on an Arabic page, whatever was typed (one digit system)', async () => {
    renderWithDesignSystem(<Demo />, { locale: 'ar' });
    await userEvent.click(screen.getByRole('textbox', { name: 'الرقم ١ من ٤' }));
    await userEvent.keyboard('4٨1');
    expect(screen.getByTestId('value')).toHaveTextContent('481');
    expect(screen.getAllByRole('textbox').map((b) => (b as HTMLInputElement).value)).toEqual(['٤', '٨', '١', '']);
  });
  it('moves forward while typing, ignores letters and goes back on Backspace', async () => {
    renderWithDesignSystem(<Demo />);
    const boxes = screen.getAllByRole('textbox');
    await userEvent.click(boxes[0]);
    await userEvent.keyboard('1a2');
    expect(screen.getByTestId('value')).toHaveTextContent('12');
    expect(boxes[2]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(boxes[1]).toHaveFocus();
    expect(screen.getByTestId('value')).toHaveTextContent(/^1$/);
  });
});

describe('NumberStepper', () => {
  function Demo({ min, max, initial = 1 }: { min?: number; max?: number; initial?: number | null }) {
    const [v, setV] = useState<number | null>(initial);
    return (
      <>
        <NumberStepper label="Adults" value={v} onChange={setV} min={min} max={max} />
        <output data-testid="value">{v === null ? 'null' : String(v)}</output>
      </>
    );
  }
  it('steps within min and max and disables the buttons at the limits', async () => {
    renderWithDesignSystem(<Demo min={1} max={3} initial={1} />);
    const minus = screen.getByRole('button', { name: 'Decrease Adults' });
    const plus = screen.getByRole('button', { name: 'Increase Adults' });
    expect(minus).toBeDisabled();
    await userEvent.click(plus);
    await userEvent.click(plus);
    expect(screen.getByTestId('value')).toHaveTextContent('3');
    expect(plus).toBeDisabled();
    expect(minus).toBeEnabled();
  });
  it('gives null when emptied and ignores non-numeric input', async () => {
    renderWithDesignSystem(<Demo min={0} max={10} initial={4} />);
    const input = screen.getByRole('spinbutton', { name: 'Adults' });
    await userEvent.clear(input);
    expect(screen.getByTestId('value')).toHaveTextContent('null');
    await userEvent.type(input, 'x7!');
    expect(input).toHaveValue('7');
    expect(screen.getByTestId('value')).toHaveTextContent('7');
  });
  it('caps typed values at max at once and raises values below min on blur', async () => {
    renderWithDesignSystem(<Demo min={2} max={100} initial={2} />);
    const input = screen.getByRole('spinbutton', { name: 'Adults' });
    await userEvent.clear(input);
    await userEvent.type(input, '150');
    expect(screen.getByTestId('value')).toHaveTextContent('100');
    await userEvent.clear(input);
    await userEvent.type(input, '1');
    fireEvent.blur(input);
    expect(screen.getByTestId('value')).toHaveTextContent('2');
    expect(input).toHaveValue('2');
  });
  it('shows Arabic-Indic digits on an Arabic page and reads either system typed', async () => {
    renderWithDesignSystem(<Demo min={0} max={50} initial={2} />, { locale: 'ar' });
    const input = screen.getByRole('spinbutton');
    expect(input).toHaveValue('٢');
    await userEvent.click(screen.getByRole('button', { name: /زيادة|Increase/ }));
    expect(input).toHaveValue('٣');
    await userEvent.clear(input);
    await userEvent.type(input, '1٢');
    expect(screen.getByTestId('value')).toHaveTextContent('12');
    expect(input).toHaveValue('١٢');
  });
  it('responds to arrow keys', async () => {
    renderWithDesignSystem(<Demo min={0} max={5} initial={2} />);
    act(() => screen.getByRole('spinbutton', { name: 'Adults' }).focus());
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByTestId('value')).toHaveTextContent('4');
  });
});

describe('choice controls', () => {
  it('Select keeps option value types and shows errors', async () => {
    const onChange = jest.fn();
    renderWithDesignSystem(
      <Select
        label="Category"
        value={null}
        onChange={onChange}
        options={[
          { value: 3, label: 'Food tours' },
          { value: 7, label: 'Desert trips' },
        ]}
        error="validation.required"
        required
      />,
    );
    const select = screen.getByRole('combobox', { name: /Category/ });
    expect(select).toHaveAccessibleDescription('This field is required.');
    await userEvent.selectOptions(select, 'Desert trips');
    expect(onChange).toHaveBeenCalledWith(7);
  });
  it('Checkbox, Switch and RadioGroup work with the keyboard', async () => {
    const user = userEvent.setup();
    function Demo() {
      const [kind, setKind] = useState<'company' | 'freelancer'>('company');
      const [on, setOn] = useState(false);
      return (
        <>
          <Checkbox label="I accept the terms" />
          <Switch label="Private only" checked={on} onChange={(e) => setOn(e.target.checked)} />
          <RadioGroup
            label="Work type"
            value={kind}
            onChange={setKind}
            options={[
              { value: 'company', label: 'Company' },
              { value: 'freelancer', label: 'Freelancer' },
            ]}
          />
        </>
      );
    }
    renderWithDesignSystem(<Demo />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    act(() => box.focus());
    await user.keyboard(' ');
    expect(box).toBeChecked();
    const sw = screen.getByRole('switch', { name: 'Private only' });
    await user.click(sw);
    expect(sw).toBeChecked();
    expect(screen.getByRole('group', { name: 'Work type' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Freelancer' }));
    expect(screen.getByRole('radio', { name: 'Freelancer' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Company' })).not.toBeChecked();
  });
});
