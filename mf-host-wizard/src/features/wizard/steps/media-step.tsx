import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Controller } from 'react-hook-form';
import { styled } from 'styled-components';
import { MEDIA_SLOTS, type MediaStep as MediaValue } from '@tajriba/contracts/host-wizard';
import { isApiError } from '@tajriba/api-client';
import { Button } from '@tajriba/design-system';
import { useWizardApi, wizardApi } from '../../../shared/wizard-api';
import { CameraDialog } from '../components/camera-dialog';
import { ImageSlot } from '../components/image-slot';
import { useFieldError, useStepForm } from '../components/step-form';
import { ErrorText, Hint, Stack } from '../components/ui';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.spacing[3]};
`;

/** Step 11: six photo slots (png, jpg, jpeg up to 2 MB, upload progress) or webcam photos (JPEG); at least one. */
export function MediaStep() {
  const intl = useIntl();
  const form = useStepForm<MediaValue>('media');
  const err = useFieldError(form);
  const { client } = useWizardApi();
  const [camera, setCamera] = useState(false);
  const media = form.watch('media');
  const free = media.findIndex((m) => m === null);
  // A webcam photo goes to the first empty slot (the button is off when all six are taken).
  const storeCameraPhoto = async (photo: File) => {
    let id: string;
    try {
      id = await wizardApi.upload(client, photo);
    } catch (e) {
      const code = isApiError(e) ? e.errors[0] : undefined;
      throw new Error(intl.formatMessage({ id: code && intl.messages[code] !== undefined ? code : 'host-wizard.media.uploadFailed' }), { cause: e });
    }
    const current = form.getValues('media');
    const slot = current.findIndex((m) => m === null);
    if (slot < 0) return;
    form.setValue('media', current.map((m, j) => (j === slot ? { fileMetaId: id, relativePath: `/files/${id}`, contentType: 'image/jpeg', sizeInBytes: photo.size } : m)), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };
  return (
    <Stack>
      <Hint>{intl.formatMessage({ id: 'host-wizard.media.hint' })}</Hint>
      <Button variant="secondary" onClick={() => setCamera(true)} disabled={free < 0} style={{ justifySelf: 'start' }}>
        {intl.formatMessage({ id: 'host-wizard.camera.open' })}
      </Button>
      <CameraDialog open={camera} onClose={() => setCamera(false)} onUse={storeCameraPhoto} />
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
