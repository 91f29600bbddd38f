import { useCallback, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

/**
 * Errors arrive as message ids (zod schemas, API `fieldsErrors`) or as ready text (an API
 * error already localised by Accept-Language). Ids found in the catalogue are translated;
 * anything else is shown as given.
 */
export function useResolveMessage() {
  const intl = useIntl();
  return useCallback(
    (message: ReactNode): ReactNode => {
      if (typeof message === 'string' && intl.messages[message] !== undefined) return intl.formatMessage({ id: message });
      return message;
    },
    [intl],
  );
}
