import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { isApiError } from '@tajriba/api-client';
import { contactRequestSchema, type ContactRequest } from '@tajriba/contracts/account';
import { Msg } from '@tajriba/contracts/platform';
import { Button, Card, CheckCircleIcon, FormErrorBox, TextArea, TextField } from '@tajriba/design-system';
import { useSession } from '@tajriba/session';
import { useSendContactMessage } from '../api/send-contact-message';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
`;
const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing[4]};
  @media (max-width: 600px) {
    grid-template-columns: 1fr;
  }
`;
const Sent = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.spacing[3]};
  svg {
    color: ${({ theme }) => theme.colors.success};
  }
`;
const Title = styled.h2`
  font-size: ${({ theme }) => theme.typography.sizes.xl};
`;

/** The contact-us form: validated like the API (§5 lengths), posts to `/api/Contact`. */
export function ContactForm() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const session = useSession();
  const send = useSendContactMessage();
  const [sentId, setSentId] = useState<string | null>(null);
  const [boxErrors, setBoxErrors] = useState<string[]>([]);
  const defaults: ContactRequest = { name: session.user?.fullName ?? '', email: session.user?.email ?? '', subject: '', message: '' };
  const form = useForm<ContactRequest>({ resolver: zodResolver(contactRequestSchema), defaultValues: defaults });
  const { errors } = form.formState;
  const sentRef = useRef<HTMLHeadingElement>(null);
  // The confirmation replaces a tall form: bring it into view and announce it.
  useEffect(() => {
    if (!sentId) return;
    sentRef.current?.scrollIntoView?.({ block: 'center' });
    sentRef.current?.focus();
  }, [sentId]);

  const submit = form.handleSubmit(async (values) => {
    setBoxErrors([]);
    try {
      const res = await send.mutateAsync(values);
      setSentId(res.id);
      form.reset(defaults);
    } catch (e) {
      if (!isApiError(e)) return setBoxErrors([Msg.somethingWentWrong]);
      const box = [...e.errors];
      for (const [field, msgs] of Object.entries(e.fieldsErrors)) {
        if ((FIELDS as readonly string[]).includes(field) && msgs[0]) form.setError(field as Field, { type: 'server', message: msgs[0] });
        else box.push(...msgs);
      }
      setBoxErrors(box);
    }
  });

  return (
    <Card $padding="lg" id="contact-form">
      {sentId ? (
        <Sent aria-live="polite" data-testid="contact-sent">
          <CheckCircleIcon size={40} />
          <Title ref={sentRef} tabIndex={-1}>
            {t('content.contact.sentTitle')}
          </Title>
          <p>{t('content.contact.sentBody', { reference: sentId.slice(0, 8).toUpperCase() })}</p>
          <Button variant="secondary" onClick={() => setSentId(null)}>
            {t('content.contact.another')}
          </Button>
        </Sent>
      ) : (
        <Form onSubmit={submit} noValidate aria-labelledby="contact-title" data-testid="contact-form">
          <Title id="contact-title">{t('content.contact.formTitle')}</Title>
          <Pair>
            <TextField label={t('content.contact.name')} autoComplete="name" required error={errors.name?.message} {...form.register('name')} data-testid="contact-name" />
            <TextField label={t('content.contact.email')} type="email" autoComplete="email" required error={errors.email?.message} {...form.register('email')} data-testid="contact-email" />
          </Pair>
          <TextField label={t('content.contact.subject')} required error={errors.subject?.message} {...form.register('subject')} data-testid="contact-subject" />
          <TextArea label={t('content.contact.message')} required maxCount={500} rows={6} error={errors.message?.message} {...form.register('message')} data-testid="contact-message" />
          <div>
            <Button type="submit" loading={form.formState.isSubmitting} data-testid="contact-submit">
              {t('content.contact.send')}
            </Button>
          </div>
          <FormErrorBox errors={boxErrors} />
        </Form>
      )}
    </Card>
  );
}
