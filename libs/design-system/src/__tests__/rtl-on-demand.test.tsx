// No test helpers here: they provide the RTL plugin up front, this file checks the on-demand path.
import { render, screen, waitFor } from '@testing-library/react';
import { styled } from 'styled-components';
import { DesignSystemRoot, loadRtlSupport } from '../index';

const Shifted = styled.div`
  margin-left: 12px;
`;
const css = () => Array.from(document.querySelectorAll('style')).map((s) => s.textContent).join('\n');
const ruleFor = (testId: string) => {
  const cls = screen.getByTestId(testId).className.split(' ').pop();
  return css().split('}').find((r) => r.includes(`.${cls}`) && r.includes('margin'));
};

describe('RTL support is opt-in', () => {
  it('a right-to-left root downloads no plugin by itself; after loadRtlSupport() it mirrors physical CSS', async () => {
    render(
      <DesignSystemRoot mode="light" dir="rtl" toasts={false}>
        <Shifted data-testid="box">x</Shifted>
      </DesignSystemRoot>,
    );
    // Logical properties need nothing; physical ones stay as written until a root opts in.
    await new Promise((r) => setTimeout(r, 50));
    expect(ruleFor('box')).toContain('margin-left:12px');
    await expect(loadRtlSupport()).resolves.toBeUndefined();
    await waitFor(() => expect(ruleFor('box')).toContain('margin-right:12px'));
  });
});
