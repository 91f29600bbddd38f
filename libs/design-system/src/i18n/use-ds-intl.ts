import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useLoadedMessages, useLocale } from '@tajriba/i18n';
import { designSystemCatalogues, type DesignSystemMessageId } from './messages';

type Values = Record<string, string | number | boolean | null | undefined | Date>;

/**
 * Formats a design-system string. The root's catalogue wins (so an app can re-word a label);
 * when a root forgot to merge `designSystemCatalogues`, the built-in English or Arabic text is
 * used as the default message instead of showing a raw id (roots load the current language of
 * the design system's catalogue before they render).
 */
export function useDsIntl() {
  const intl = useIntl();
  const { locale } = useLocale();
  const fallback = useLoadedMessages(designSystemCatalogues, locale);
  const t = useCallback(
    (id: DesignSystemMessageId | (string & {}), values?: Values): string =>
      intl.messages[id] !== undefined || !fallback?.[id]
        ? intl.formatMessage({ id }, values)
        : intl.formatMessage({ id, defaultMessage: fallback[id] }, values),
    [intl, fallback],
  );
  return { t, intl, locale };
}
