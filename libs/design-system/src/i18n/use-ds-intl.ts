import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '@tajriba/i18n';
import { designSystemMessages } from './messages';

type Values = Record<string, string | number | boolean | null | undefined | Date>;

/**
 * Formats a design-system string. The root's catalogue wins (so an app can re-word a label);
 * when a root forgot to merge `designSystemMessages`, the built-in English or Arabic text is
 * used as the default message instead of showing a raw id.
 */
export function useDsIntl() {
  const intl = useIntl();
  const { locale } = useLocale();
  const fallback = locale === 'ar' ? designSystemMessages.ar : designSystemMessages.en;
  const t = useCallback(
    (id: keyof typeof designSystemMessages.en | (string & {}), values?: Values): string =>
      intl.messages[id] !== undefined || !fallback[id]
        ? intl.formatMessage({ id }, values)
        : intl.formatMessage({ id, defaultMessage: fallback[id] }, values),
    [intl, fallback],
  );
  return { t, intl, locale };
}
