import { styled } from 'styled-components';
import { screen } from '@testing-library/react';
import { colors, statusTone, GlobalStyle, type ThemeMode } from '../index';
import { renderWithDesignSystem } from '../testing';

function luminance(hex: string): number {
  const n = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(n.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
}

describe.each<ThemeMode>(['light', 'dark'])('%s theme contrast (WCAG AA)', (mode) => {
  const c = colors[mode];
  const textPairs: Array<[string, string, string]> = [
    ['text on bg', c.text, c.bg],
    ['text on surface', c.text, c.surface],
    ['muted text on bg', c.textMuted, c.bg],
    ['muted text on surface', c.textMuted, c.surface],
    ['muted text on sunken', c.textMuted, c.surfaceSunken],
    ['on-primary on primary', c.onPrimary, c.primary],
    ['on-primary on primary hover', c.onPrimary, c.primaryHover],
    ['on-secondary on secondary', c.onSecondary, c.secondary],
    ['on-danger on danger', c.onDanger, c.danger],
    ['on-accent on accent', c.onAccent, c.accent],
    ['primary link on bg', c.primary, c.bg],
    ['primary link on surface', c.primary, c.surface],
    ['danger text on surface', c.danger, c.surface],
    ['on-primary-soft on primary-soft', c.onPrimarySoft, c.primarySoft],
  ];
  it.each(textPairs)('%s ≥ 4.5:1', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });
  it.each(Object.entries(c.status))('status %s text ≥ 4.5:1', (_tone, tone) => {
    expect(contrast(tone.fg, tone.bg)).toBeGreaterThanOrEqual(4.5);
  });
  it('input borders and focus ring are visible (≥ 3:1)', () => {
    expect(contrast(c.borderStrong, c.surface)).toBeGreaterThanOrEqual(3);
    expect(contrast(c.focusRing, c.bg)).toBeGreaterThanOrEqual(3);
  });
});

describe('status tones from the specs', () => {
  it('maps payment, schedule, order, listing and payout statuses', () => {
    expect(statusTone('payment', 'paid')).toBe('success');
    expect(statusTone('payment', 'askRefund')).toBe('info');
    expect(statusTone('payment', 'partiallyRefunded')).toBe('warning');
    expect(statusTone('payment', 'failedPayment')).toBe('danger');
    expect(statusTone('schedule', 'soldOut')).toBe('normal');
    expect(statusTone('order', 'upcoming')).toBe('info');
    expect(statusTone('listing', 'resubmit')).toBe('warning');
    expect(statusTone('payout', 'ibanissue')).toBe('warning');
    expect(statusTone('payout', 'somethingNew')).toBe('normal');
    expect(statusTone('order', undefined)).toBe('normal');
  });
});

const Shifted = styled.div`
  margin-left: 12px;
  padding-inline-start: 4px;
`;

describe('DesignSystemRoot direction', () => {
  const css = () => Array.from(document.querySelectorAll('style')).map((s) => s.textContent).join('\n');
  it('keeps physical CSS in LTR', () => {
    renderWithDesignSystem(<Shifted data-testid="box">x</Shifted>, { locale: 'en' });
    const cls = screen.getByTestId('box').className.split(' ').pop();
    const rule = css().split('}').find((r) => r.includes(`.${cls}`) && r.includes('margin'));
    expect(rule).toContain('margin-left:12px');
  });
  it('mirrors physical CSS in RTL through the stylis plugin', () => {
    renderWithDesignSystem(<Shifted data-testid="box">x</Shifted>, { locale: 'ar' });
    const cls = screen.getByTestId('box').className.split(' ').pop();
    const rule = css().split('}').find((r) => r.includes(`.${cls}`) && r.includes('margin'));
    expect(rule).toContain('margin-right:12px');
    expect(rule).not.toContain('margin-left');
  });
});

describe('GlobalStyle', () => {
  it('paints the page with the dark tokens in dark mode and the light ones in light mode', () => {
    const { unmount } = renderWithDesignSystem(<GlobalStyle />, { mode: 'dark' });
    // Global rules may be inserted through the CSSOM, so read the sheets rather than the text.
    const css = () =>
      Array.from(document.styleSheets)
        .flatMap((sheet) => Array.from(sheet.cssRules).map((r) => r.cssText))
        .join('\n')
        .replace(/\s/g, '')
        .toLowerCase();
    expect(css()).toContain(`background:${colors.dark.bg}`.toLowerCase());
    expect(css()).toContain('color-scheme:dark');
    unmount();
    renderWithDesignSystem(<GlobalStyle />, { mode: 'light' });
    expect(css()).toContain(`background:${colors.light.bg}`.toLowerCase());
  });
});
