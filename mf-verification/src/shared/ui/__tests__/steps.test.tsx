import { screen } from '@testing-library/react';
import { renderRemote } from '../../../test/render-remote';
import { Steps } from '../layout';

/** Numbers passed to a message are `{x, number}`: in Arabic they read in Arabic-Indic digits. */
describe('the wizard step counter', () => {
  it('counts in Arabic-Indic digits in Arabic', async () => {
    renderRemote('/verification/identity', 'ar', true, {}, <Steps current={2} total={4} />);
    const counter = await screen.findByTestId('wizard-step');
    expect(counter).toHaveTextContent('الخطوة ٢ من ٤');
    expect(counter.textContent).not.toMatch(/[0-9]/);
  });

  it('and in Western digits in English', async () => {
    renderRemote('/verification/identity', 'en', true, {}, <Steps current={2} total={4} />);
    expect(await screen.findByTestId('wizard-step')).toHaveTextContent('Step 2 of 4');
  });
});
