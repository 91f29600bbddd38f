import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { I18nProvider, pickMessages, useLocale, type Catalogues } from '@tajriba/i18n';

/**
 * Adds a lazily loaded feature's catalogue on top of the messages already in scope (design
 * system, shell, common). Features that load on demand bring their strings with them instead
 * of growing the catalogue every first page load downloads.
 */
export function FeatureMessages({ catalogues, children }: { catalogues: Catalogues; children: ReactNode }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const messages = useMemo(
    () => ({ ...(intl.messages as Record<string, string>), ...pickMessages(locale, catalogues) }),
    [intl.messages, locale, catalogues],
  );
  return (
    <I18nProvider locale={locale} messages={messages}>
      {children}
    </I18nProvider>
  );
}
