import { Badge, Button, Card, Group, Image, ScrollArea, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PvpRoom } from '@sim/shared/relay/gls2';
import { IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../../../lib/browser/use-phone';
import { useMoney } from '../../../lib/format/use-money';
import { imageUrl } from '../../../lib/site-status/cdn-hosts';
import { useStartGame } from '../../play/use-start-game';
import type { GameEntry } from '../game-entry';
import { usePvpRooms } from '../hooks';

/** How many tables the lobby shows at once. */
const ROOMS_SHOWN = 12;

function roomGame(room: PvpRoom): GameEntry {
  return {
    nodeId: room.nodeId,
    gameId: '',
    gameName: room.gameName,
    vassalage: room.vassalage,
    vendorName: room.vassalage,
    gameType: 'PVP',
    gameClassify: '',
    icon: room.icon,
    supportPlay: 1,
    isHot: false,
    isNew: false,
    isGroup: false,
    accountTypeName: room.vassalage,
    defaultPlayType: null,
    maintenance: false,
  };
}

/** A room card's width in the phone's row: the next card peeks in, saying the row scrolls. */
const PHONE_CARD_WIDTH = 280;

/** A grid on a desktop; on a phone one row that scrolls sideways, so the games follow in the first screen. */
function RoomsLayout({ children }: { children: ReactNode }) {
  const phone = usePhone();
  if (!phone)
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {children}
      </SimpleGrid>
    );
  return (
    <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x" viewportProps={{ tabIndex: 0 }}>
      <Group wrap="nowrap" gap="sm" align="stretch">
        {children}
      </Group>
    </ScrollArea>
  );
}

/** /pvp for members: the open tables (GLS2_roomList) of the chosen vendor, each joined by a launch. */
export function PvpRooms({ vassalage }: { vassalage: string | undefined }) {
  const { t } = useTranslation();
  const money = useMoney();
  const rooms = usePvpRooms(vassalage, true);
  const start = useStartGame();
  const shown = (rooms.data ?? []).slice(0, ROOMS_SHOWN);

  if (shown.length === 0) return null;

  return (
    <Stack gap="sm" data-testid="pvp-rooms">
      <Title order={2} size="h4">
        {t('games.rooms')}
      </Title>
      <RoomsLayout>
        {shown.map((room) => (
          <Card
            key={room.roomId}
            withBorder
            padding="sm"
            radius="md"
            miw={{ base: PHONE_CARD_WIDTH, sm: 0 }}
            maw={{ base: PHONE_CARD_WIDTH, sm: 'none' }}
            data-testid={`room-${room.roomId}`}
          >
            <Group wrap="nowrap" gap="sm">
              <Image src={imageUrl(room.icon)} alt="" w={48} h={48} radius="sm" />
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={700} size="sm" truncate>
                  {room.roomName}
                </Text>
                <Group gap={6}>
                  <Badge size="xs" variant="light" leftSection={<IconUsers size={10} />}>
                    {t('games.seats', { players: room.players, max: room.maxPlayers })}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {t('games.minBet', { amount: money(room.minBet) })}
                  </Text>
                </Group>
              </Stack>
              <Button
                size="compact-sm"
                onClick={() => start.play(roomGame(room), room.roomId)}
                loading={start.launching === room.nodeId}
                disabled={room.players >= room.maxPlayers}
                data-testid={`room-join-${room.roomId}`}
              >
                {t('games.join')}
              </Button>
            </Group>
          </Card>
        ))}
      </RoomsLayout>
    </Stack>
  );
}
