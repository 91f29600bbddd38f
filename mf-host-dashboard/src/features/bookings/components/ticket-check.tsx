import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { ApiError } from '@tajriba/api-client';
import { Button, FormErrorBox, TextField } from '@tajriba/design-system';
import { useFormatters } from '@tajriba/i18n';
import type { TicketVerdict } from '@tajriba/contracts/booking';
import { actions } from '../../../shared/api/host-api';
import { useApiContext } from '../../../shared/api/use-api-context';
import { Panel } from '../../../shared/layout/panel';
import { CameraScan, canScan } from './camera-scan';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]};
  align-items: end;
`;
const tone = { valid: 'success', alreadyUsed: 'warning', notThisExperience: 'danger', notPaid: 'danger' } as const;
const Verdict = styled.output<{ $tone: 'success' | 'warning' | 'danger' }>`
  display: grid;
  gap: ${({ theme }) => theme.spacing[1]};
  min-block-size: 64px;
  padding: ${({ theme }) => theme.spacing[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $tone }) => theme.colors.status[$tone].border};
  border-inline-start-width: 4px;
  background: ${({ theme, $tone }) => theme.colors.status[$tone].bg};
  color: ${({ theme, $tone }) => theme.colors.status[$tone].fg};
`;
const Reserved = styled.div`
  min-block-size: 64px;
`;

/**
 * The door check on a booking (host §2 booking details): the host scans the guest's QR with the
 * camera (where the browser has BarcodeDetector) or types the code the guest shows
 * (XXXX-XXXX-XXXX; the QR's text, the security stamp, is accepted too) and the API answers valid
 * (checked in now), already used, not this experience or not paid (POST /api/Orders/VerifyTicket).
 */
export function TicketCheck({ experienceId }: { experienceId: number }) {
  const intl = useIntl();
  const f = useFormatters();
  const { api } = useApiContext();
  const [code, setCode] = useState('');
  const [scanning, setScanning] = useState(false);
  // decided once per mount: a browser does not gain a camera or a QR reader while the page is open
  const [scannable] = useState(canScan);
  const verify = useMutation({ mutationFn: (c: string) => actions.verifyTicket(api, { code: c, experienceId }).then((r) => r.data) });
  const { mutate } = verify;
  const scanned = useCallback(
    (text: string) => {
      setScanning(false);
      setCode(text);
      mutate(text);
    },
    [mutate],
  );
  const server = verify.error instanceof ApiError ? verify.error : null;
  const notFound = server?.status === 404;
  const fieldError = notFound ? 'host.ticket.unknown' : server?.fieldsErrors.code?.[0];
  const result = verify.data;
  const verdict: TicketVerdict | undefined = result?.verdict;
  return (
    <Panel aria-labelledby="ticket-title" data-testid="ticket-check">
      <h2 id="ticket-title">{intl.formatMessage({ id: 'host.ticket.title' })}</h2>
      <p>{intl.formatMessage({ id: 'host.ticket.intro' })}</p>
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!code.trim()) return;
          verify.mutate(code);
        }}
      >
        <TextField
          label={intl.formatMessage({ id: 'host.ticket.code' })}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          value={code}
          data-testid="ticket-code"
          onChange={(e) => setCode(e.target.value)}
          error={fieldError}
        />
        <Button type="submit" loading={verify.isPending} disabled={!code.trim()} data-testid="ticket-submit">
          {intl.formatMessage({ id: 'host.ticket.check' })}
        </Button>
        {scannable && (
          <Button type="button" variant="secondary" onClick={() => setScanning(true)} data-testid="ticket-scan">
            {intl.formatMessage({ id: 'host.ticket.scan' })}
          </Button>
        )}
      </Form>
      {scanning && <CameraScan onCode={scanned} onClose={() => setScanning(false)} />}
      {server && !notFound && !server.fieldsErrors.code && <FormErrorBox errors={server.errors} />}
      {result && verdict ? (
        <Verdict $tone={tone[verdict]} data-testid="ticket-verdict" data-verdict={verdict} aria-live="polite">
          <strong>{intl.formatMessage({ id: `host.ticket.verdict.${verdict}` })}</strong>
          <span>
            {intl.formatMessage(
              { id: 'host.ticket.who' },
              { name: result.ticket.buyerName, experience: result.ticket.experienceName, adults: result.ticket.adultsQTY, children: result.ticket.childrenQTY },
            )}
          </span>
          {verdict === 'alreadyUsed' && result.ticket.checkedInAt && <span>{intl.formatMessage({ id: 'host.ticket.usedAt' }, { when: f.dateTime(result.ticket.checkedInAt) })}</span>}
        </Verdict>
      ) : (
        <Reserved aria-hidden="true" />
      )}
    </Panel>
  );
}
