import { useCallback, useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formCatalogues, loadCatalogue, useLoadedMessages, useLocale } from '@tajriba/i18n';

/** A message id (`validation.required`, `error.notFound`), as opposed to text a server already wrote. */
const MESSAGE_ID = /^[a-z][\w-]*(?:\.[\w-]+)+$/i;

/**
 * Errors arrive as message ids (zod schemas, API `fieldsErrors`) or as ready text (an API
 * error already localised by Accept-Language). Ids found in the catalogue are translated;
 * anything else is shown as given — except an id while the form strings (`formCatalogues`, the
 * validation messages, which load after the first render) are still on their way: that shows
 * nothing and asks for them, and the message appears when they arrive. A person never sees an id.
 */
export function useResolveMessage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const forms = useLoadedMessages(formCatalogues, locale);
  // Every root's I18nProvider asks for them after its first render; asking again here retries a
  // download that failed, as long as something wants to show one of them.
  useEffect(() => {
    if (!forms) loadCatalogue(formCatalogues, locale).catch(() => undefined);
  }, [forms, locale]);
  return useCallback(
    (message: ReactNode): ReactNode => {
      if (typeof message !== 'string') return message;
      if (intl.messages[message] !== undefined) return intl.formatMessage({ id: message });
      if (!forms && MESSAGE_ID.test(message)) return null;
      return message;
    },
    [intl, forms],
  );
}
