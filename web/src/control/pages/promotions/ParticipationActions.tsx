import { Button, Group } from '@mantine/core';
import type { AdminParticipation } from '@sim/shared/admin/promotions';
import { IconCheck, IconEye, IconPhoto, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmWithRemark } from '../../components/confirm-remark';
import { S } from '../../strings';
import { useApplicationDecisions } from './hooks';
import { ApplicationImagesModal } from './modals/ApplicationImages.modal';

/** Images to look at; an application still to decide can be reviewed, approved or rejected. */
export function ParticipationActions({ participation }: { participation: AdminParticipation }) {
  const { review, decide } = useApplicationDecisions();
  const [imagesOpen, setImagesOpen] = useState(false);
  const { participationId, activityStatus } = participation;
  const open = activityStatus === 'APPLYING' || activityStatus === 'PROCESS';
  const busy = review.isPending || decide.isPending;

  return (
    <Group gap={4} wrap="nowrap">
      {(participation.imageCount > 0 || participation.comment) && (
        <Button
          size="compact-xs"
          variant="light"
          color="gray"
          leftSection={<IconPhoto size={14} />}
          onClick={() => setImagesOpen(true)}
          data-testid={`application-images-${participationId}`}
        >
          {`${S.promotions.images} (${participation.imageCount})`}
        </Button>
      )}
      {activityStatus === 'APPLYING' && (
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconEye size={14} />}
          disabled={busy}
          onClick={() => review.mutate({ participationId })}
          data-testid={`application-review-${participationId}`}
        >
          {S.promotions.review}
        </Button>
      )}
      {open && (
        <>
          <Button
            size="compact-xs"
            variant="light"
            color="teal"
            leftSection={<IconCheck size={14} />}
            disabled={busy}
            onClick={() => decide.mutate({ participationId, approve: true })}
            data-testid={`application-approve-${participationId}`}
          >
            {S.promotions.approve}
          </Button>
          <Button
            size="compact-xs"
            variant="light"
            color="red"
            leftSection={<IconX size={14} />}
            disabled={busy}
            onClick={() =>
              confirmWithRemark(
                S.promotions.confirmReject(participation.username, participation.promotionTitle),
                (remark) => decide.mutate({ participationId, approve: false, remark }),
                S.promotions.reject,
              )
            }
            data-testid={`application-reject-${participationId}`}
          >
            {S.promotions.reject}
          </Button>
        </>
      )}
      <ApplicationImagesModal
        participation={participation}
        opened={imagesOpen}
        onClose={() => setImagesOpen(false)}
      />
    </Group>
  );
}
