import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@tajriba/i18n';
import en from '../i18n/en.json';
import ar from '../i18n/ar.json';
import onDemandEn from '../i18n/on-demand/en.json';
import onDemandAr from '../i18n/on-demand/ar.json';
import { DesignSystemRoot, ErrorPanel, Pagination } from '../index';

describe('design-system catalogues', () => {
  it('have the same keys in English and Arabic', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(onDemandAr).sort()).toEqual(Object.keys(onDemandEn).sort());
  });
  it('are really translated', () => {
    const untranslated = Object.entries({ ...ar, ...onDemandAr }).filter(([k, v]) => !/[\u0600-\u06ff]/.test(v) && !['ds.datePicker.range'].includes(k));
    expect(untranslated).toEqual([]);
  });
  it('still shows proper Arabic when a root forgot to merge designSystemMessages', () => {
    const onError = jest.fn();
    render(
      <I18nProvider locale="ar" onError={onError}>
        <DesignSystemRoot mode="dark" dir="rtl">
          <ErrorPanel onRetry={() => {}} />
          <Pagination page={1} totalPages={3} onPageChange={() => {}} />
        </DesignSystemRoot>
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
    expect(screen.getByText('صفحة ١ من ٣')).toBeInTheDocument();
  });
});
