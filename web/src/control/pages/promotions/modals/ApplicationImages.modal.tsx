import { Image, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AdminParticipation } from '@sim/shared/admin/promotions';
import { QueryState } from '../../../components/QueryState';
import { S } from '../../../strings';
import { useParticipationImages } from '../hooks';

interface ApplicationImagesModalProps {
  participation: AdminParticipation;
  opened: boolean;
  onClose: () => void;
}

/** The application's comment and images (read when opened: the list leaves the images out). */
export function ApplicationImagesModal({ participation, opened, onClose }: ApplicationImagesModalProps) {
  const detail = useParticipationImages(participation.participationId, opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={S.promotions.imagesTitle(participation.username, participation.promotionTitle)}
    >
      <Stack gap="sm" data-testid="application-images-modal">
        {participation.comment && <Text size="sm">{participation.comment}</Text>}
        <QueryState query={detail}>
          {(data) =>
            data.images.length === 0 ? (
              <Text c="dimmed">{S.promotions.noImages}</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: Math.min(data.images.length, 3) }}>
                {data.images.map((src, index) => (
                  <Image
                    // biome-ignore lint/suspicious/noArrayIndexKey: an application's images never reorder
                    key={index}
                    src={src}
                    alt={S.promotions.imageAlt(index + 1)}
                    fit="contain"
                    mah={420}
                    radius="sm"
                    data-testid="application-image"
                  />
                ))}
              </SimpleGrid>
            )
          }
        </QueryState>
      </Stack>
    </Modal>
  );
}
