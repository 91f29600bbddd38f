import { useIntl } from 'react-intl';
import { Controller } from 'react-hook-form';
import { styled } from 'styled-components';
import { MEDIA_SLOTS, type MediaStep as MediaValue } from '@tajriba/contracts/host-wizard';
import { ImageSlot } from '../components/image-slot';
import { useFieldError, useStepForm } from '../components/step-form';
import { ErrorText, Hint, Stack } from '../components/ui';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.spacing[3]};
`;

/** Step 11: six photo slots (png, jpg, jpeg up to 2 MB, upload progress); at least one. */
export function MediaStep() {
  const intl = useIntl();
  const form = useStepForm<MediaValue>('media');
  const err = useFieldError(form);
  return (
    <Stack>
      <Hint>{intl.formatMessage({ id: 'host-wizard.media.hint' })}</Hint>
      <Controller
        control={form.control}
        name="media"
        render={({ field }) => (
          <Grid>
            {Array.from({ length: MEDIA_SLOTS }, (_, i) => (
              <ImageSlot
                key={i}
                testId={`media-slot-${i}`}
                label={intl.formatMessage({ id: 'host-wizard.media.slot' }, { n: i + 1 })}
                value={field.value[i] ?? null}
                onChange={(file) => field.onChange(field.value.map((m, j) => (j === i ? file : m)))}
              />
            ))}
          </Grid>
        )}
      />
      {err('media') && <ErrorText role="alert">{err('media')}</ErrorText>}
    </Stack>
  );
}
