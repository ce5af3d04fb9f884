import { Button, Group } from '@mantine/core';
import type { AdminParticipation } from '@sim/shared/admin/promotions';
import { IconEye, IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { DecisionButtons } from '../../components/DecisionButtons';
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
        <DecisionButtons
          testIdPrefix="application"
          id={participationId}
          busy={busy}
          approveLabel={S.promotions.approve}
          rejectLabel={S.promotions.reject}
          rejectQuestion={S.promotions.confirmReject(participation.username, participation.promotionTitle)}
          onApprove={() => decide.mutate({ participationId, approve: true })}
          onReject={(remark) => decide.mutate({ participationId, approve: false, remark })}
        />
      )}
      <ApplicationImagesModal
        participation={participation}
        opened={imagesOpen}
        onClose={() => setImagesOpen(false)}
      />
    </Group>
  );
}
